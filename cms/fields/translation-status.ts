import type { CollectionConfig, Field, SelectField } from 'payload';
import { computeTranslationStatus, TRANSLATED_LOCALES, TRANSLATION_STATUS_FIELD } from '../hooks/translation-status';
import { TRANSLATION_TEXTS } from '../components/translation-texts';
import { type PublicFieldMeta, l } from './common';

const { ru, en } = TRANSLATION_TEXTS;

/**
 * The languages an item still lacks a translation into (cms/hooks/translation-status.ts), kept by the item itself so a
 * list can filter on it («Не переведено на» — «турецкий»). Set by its hook on every save, read-only in the form, never
 * part of the public API.
 */
export function translationStatusField(): SelectField {
  return {
    name: TRANSLATION_STATUS_FIELD,
    type: 'select',
    hasMany: true,
    label: l('Не переведено на', 'Not translated into'),
    options: TRANSLATED_LOCALES.map((code) => ({ value: code, label: { ru: ru.languages[code] ?? code, en: en.languages[code] ?? code } })),
    hooks: { beforeChange: [computeTranslationStatus] },
    access: { read: ({ req }) => req.user?.collection === 'staff' },
    custom: { private: true } satisfies PublicFieldMeta,
    admin: {
      position: 'sidebar',
      readOnly: true,
      disableBulkEdit: true,
      description: l(
        'Языки, на которых пуст хотя бы один текст, заполненный по-русски. Обновляется при каждом сохранении.',
        'Languages in which a text filled in Russian is still empty. Updated on every save.',
      ),
      components: { Cell: '/cms/components/translation-status#TranslationStatusCell', Diff: '/cms/components/version-history-author#MissingLanguagesDiff' },
    },
  };
}

const ORIGINAL = '/cms/components/translation-original#RussianOriginal';

/** Localized texts and textareas, here and inside groups, rows, tabs and arrays, show their Russian original under them. */
function withOriginal(field: Field): Field {
  if ((field.type === 'text' || field.type === 'textarea') && field.localized && !('hasMany' in field && field.hasMany)) {
    const components = field.admin?.components ?? {};
    return { ...field, admin: { ...field.admin, components: { ...components, afterInput: [...(components.afterInput ?? []), ORIGINAL] } } } as Field;
  }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withOriginal) })) };
  if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(withOriginal) })) };
  if ('fields' in field && Array.isArray(field.fields) && !('localized' in field && field.localized)) {
    return { ...field, fields: field.fields.map(withOriginal) } as Field;
  }
  return field;
}

/**
 * The translation tools of a localized collection: the status field and its list column, the Russian original under
 * each localized text while another language is edited (and the Russian title as the heading where this language's is
 * empty), and the note above the list on the content language in use.
 */
export function withTranslationTools(collection: CollectionConfig): CollectionConfig {
  const admin = collection.admin ?? {};
  const columns = admin.defaultColumns;
  return {
    ...collection,
    admin: {
      ...admin,
      defaultColumns: columns ? [...columns.filter((name) => name !== TRANSLATION_STATUS_FIELD), TRANSLATION_STATUS_FIELD] : undefined,
      components: {
        ...admin.components,
        beforeList: [...(admin.components?.beforeList ?? []), '/cms/components/translation-locale-note#ContentLanguageNote'],
      },
    },
    fields: [...collection.fields.map(withOriginal), translationStatusField()],
  };
}
