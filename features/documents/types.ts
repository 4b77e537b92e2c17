import type { DocumentItem } from '@/lib/api/media';

/** GET /setting-file/{key}: a named set of documents (the declaration, the committee, the Arctic regulations…). */
export type SettingFile = { key: { value: string; label: string }; title: string; items: DocumentItem[] };
