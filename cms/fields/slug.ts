import type { CollectionSlug, FieldHook, TextField } from 'payload';
import { slugify } from './transliterate';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Fills the slug from the Russian title when it is empty and keeps it unique in the collection
 * by appending -2, -3… Detail GETs accept either this slug or the numeric id.
 */
function ensureSlug(sourceField: string): FieldHook {
  return async ({ value, data, originalDoc, req, collection }) => {
    const current = typeof value === 'string' && value.trim() ? value : undefined;
    const source = (data?.[sourceField] ?? originalDoc?.[sourceField]) as unknown;
    // The title of the locale being edited (Russian, as a rule: editors create in the default locale).
    const base = slugify(current ?? (typeof source === 'string' ? source : ''));
    if (!base) return current ?? originalDoc?.slug;
    if (!collection) return base;
    const id = originalDoc?.id as number | string | undefined;
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const { totalDocs } = await req.payload.count({
        collection: collection.slug as CollectionSlug,
        where: { and: [{ slug: { equals: candidate } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
        req,
        overrideAccess: true,
      });
      if (totalDocs === 0) return candidate;
    }
    return `${base}-${Date.now()}`;
  };
}

export function slugField(sourceField = 'title'): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    label: { ru: 'Адрес страницы', en: 'URL slug' },
    admin: {
      position: 'sidebar',
      description: {
        ru: 'Часть адреса страницы латиницей. Пусто — возьмётся из русского заголовка.',
        en: 'URL part in latin letters. Leave empty to derive it from the Russian title.',
      },
    },
    hooks: { beforeValidate: [ensureSlug(sourceField)] },
    validate: (value: unknown) =>
      value == null || value === '' || (typeof value === 'string' && SLUG_PATTERN.test(value))
        ? true
        : 'Только латинские буквы, цифры и дефисы / latin letters, digits and hyphens only',
  };
}
