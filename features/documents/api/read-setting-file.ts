import { serverGetOrNull } from '@/lib/api/server';
import type { SettingFileKey } from '@/lib/content-keys';
import type { SettingFile } from '../types';

/** GET /setting-file/{key} through the data cache (tag `setting-file`), or null when the agency has not filled it in. */
export function readSettingFile(key: SettingFileKey, locale: string): Promise<SettingFile | null> {
  return serverGetOrNull<SettingFile>(`/setting-file/${key}`, { locale, tags: ['setting-file', `setting-file:${key}`] });
}
