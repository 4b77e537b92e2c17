import type { ApiImage } from '@/lib/api/media';
import { serverGetOrNull } from '@/lib/api/server';

/** GET /setting/{n}: a page's editable header (title, subtitle, text, picture, button); the numbering is in ADR 010. */
export type PageSetting = {
  key: number;
  title: string;
  subtitle: string | null;
  content: string | null;
  image: ApiImage | null;
  buttonLabel: string | null;
  buttonLink: string | null;
  /** When the header was last published (ISO). */
  updatedAt?: string;
};

/** The setting `n` through the data cache (tag `setting`), or null when the agency has not filled it in. */
export function readSetting(n: number, locale: string): Promise<PageSetting | null> {
  return serverGetOrNull<PageSetting>(`/setting/${n}`, { locale, tags: ['setting', `setting:${n}`] });
}
