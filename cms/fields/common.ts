import { upload as uploadValidation } from 'payload/shared';
import type { DateField, Field, GroupField, NumberField, RichTextField, TextareaField, TextField, UploadField, UploadFieldValidation } from 'payload';

/** Admin labels: Russian first (the admin's default language), English for the rest. */
export type Label = { ru: string; en: string };
export const l = (ru: string, en: string): Label => ({ ru, en });

/** A select option labelled in all four content locales: the API answers `{ value, label }` in the visitor's language. */
export const opt = (value: string, ru: string, en: string, tr: string, zh: string) => ({ value, label: { ru, en, tr, zh } });

/**
 * Field metadata read by the public API's DTO mapper (lib/server/content/dto.ts):
 * `detailOnly` fields are left out of list items; `private` fields never leave the back office.
 */
export type PublicFieldMeta = { detailOnly?: boolean; private?: boolean };

/** A localized single-line text (ru, en, tr, zh; Russian is the fallback). */
export function text(name: string, label: Label, extra: Partial<TextField> = {}): TextField {
  return { name, type: 'text', localized: true, label, ...extra } as TextField;
}

export function textarea(name: string, label: Label, extra: Partial<TextareaField> = {}): TextareaField {
  return { name, type: 'textarea', localized: true, label, ...extra } as TextareaField;
}

/** The required localized title that names the document (and its slug). */
export function title(name = 'title', label: Label = l('Заголовок', 'Title')): TextField {
  return text(name, label, { required: true });
}

/** Rich text, localized; sent to the portal as sanitized HTML. Long texts are detail-only by default. */
export function richText(name: string, label: Label, { detailOnly = true }: { detailOnly?: boolean } = {}): RichTextField {
  return { name, type: 'richText', localized: true, label, custom: { detailOnly } satisfies PublicFieldMeta };
}

/** A public image from the `media` collection. */
export function image(name = 'image', label: Label = l('Изображение', 'Image'), extra: Partial<UploadField> = {}): UploadField {
  return { name, type: 'upload', relationTo: 'media', label, ...extra } as UploadField;
}

/** A downloadable file from the `documents` collection. */
export function document(name = 'file', label: Label = l('Файл', 'File'), extra: Partial<UploadField> = {}): UploadField {
  return { name, type: 'upload', relationTo: 'documents', label, ...extra } as UploadField;
}

/** Payload's own checks of an upload, with a file required in Russian only. */
const russianFileRequired: UploadFieldValidation = (value, options) => uploadValidation(value, { ...options, required: options.req.locale === 'ru' });

/**
 * A downloadable file per language: a reader gets the file written in the page's language, and a language without a
 * file of its own gets the Russian one (Payload's fallback). `required` asks for the Russian file only, so an editor
 * translating the texts of a page is never stopped by a file nobody has translated yet.
 */
export function localizedDocument(name: string, label: Label, { required = false }: { required?: boolean } = {}): UploadField {
  return document(name, label, {
    localized: true,
    admin: {
      description: required
        ? l('Файл на русском обязателен; на языке без своего файла откроется русский', 'The Russian file is required; a language without its own file opens the Russian one')
        : l('На языке без своего файла откроется русский', 'A language without its own file opens the Russian one'),
    },
    ...(required
      ? { validate: russianFileRequired }
      : {}),
  });
}

/** Manual ordering of lists (smaller first). */
export function order(): NumberField {
  return {
    name: 'order',
    type: 'number',
    defaultValue: 100,
    index: true,
    label: l('Порядок', 'Order'),
    admin: { position: 'sidebar', description: l('Меньше — выше в списке', 'Smaller comes first') },
  };
}

export function publishedAt(): DateField {
  return {
    name: 'publishedAt',
    type: 'date',
    required: true,
    index: true,
    defaultValue: () => new Date().toISOString(),
    label: l('Дата публикации', 'Publish date'),
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  };
}

/** Latitude/longitude for the investment map (WGS 84). */
export function coordinates(): GroupField {
  return {
    name: 'coordinates',
    type: 'group',
    label: l('Координаты', 'Coordinates'),
    fields: [
      { type: 'row', fields: [
        { name: 'lat', type: 'number', min: -90, max: 90, label: l('Широта', 'Latitude') },
        { name: 'lng', type: 'number', min: -180, max: 180, label: l('Долгота', 'Longitude') },
      ] },
    ],
  };
}

/** A staff-only note: never part of an API answer. */
export function editorNote(): Field {
  return {
    name: 'editorNote',
    type: 'textarea',
    label: l('Заметка редакции (не публикуется)', 'Editorial note (not published)'),
    admin: { position: 'sidebar' },
    // Hidden from Payload's own REST/GraphQL for guests too, not only from /api/v1.
    access: { read: ({ req }) => req.user?.collection === 'staff' },
    custom: { private: true } satisfies PublicFieldMeta,
  };
}
