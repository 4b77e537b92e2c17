/**
 * Texts the provider API sent in Russian because they have no translation in the requested language: a DTO names them
 * under `untranslated` (lib/server/content/dto.ts). The element that shows such a text says so with `lang="ru"`, so
 * that a screen reader reads it with a Russian voice (WCAG 3.1.2, language of parts).
 */
export const UNTRANSLATED = 'untranslated';

/**
 * Any DTO of the provider API: a document, a group, an array row, a related document, a file or a select's option
 * (the feature types need not declare the key: it is read here only).
 */
export type MaybeUntranslated = object | null | undefined;

/** `{ lang: 'ru' }` to spread on the element that shows `dto[field]` when that text fell back to Russian; else `{}`. */
export function langOf(dto: MaybeUntranslated, field: string): { lang?: 'ru' } {
  const names = dto && UNTRANSLATED in dto ? (dto as Record<typeof UNTRANSLATED, unknown>)[UNTRANSLATED] : undefined;
  return Array.isArray(names) && names.includes(field) ? { lang: 'ru' } : {};
}

/**
 * The languages of several texts of one DTO for a component that shows them under its own names: `langs(item,
 * { title: 'title', text: 'excerpt' })` is `{ title: 'ru' }` when only the title fell back.
 */
export function langs<K extends string>(dto: MaybeUntranslated, fields: Record<K, string>): Partial<Record<K, 'ru'>> {
  const out: Partial<Record<K, 'ru'>> = {};
  for (const [name, field] of Object.entries(fields) as Array<[K, string]>) if (langOf(dto, field).lang) out[name] = 'ru';
  return out;
}
