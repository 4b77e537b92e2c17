import { localeFormat } from '../../i18n/formats';

/** The texts of the media library in /admin (grid view, alt text rules and warning): Russian, and English for staff who picked it. */
export const MEDIA_TEXTS = {
  ru: {
    view: 'Вид списка',
    table: 'Таблица',
    grid: 'Плитка',
    noAlt: 'Нет описания на этом языке',
    fileName: 'Файл',
    size: 'Размер',
    missing: (languages: string) => `Нет описания: ${languages}`,
    warningTitle: 'Описание не переведено',
    warning: (languages: string) =>
      `Нет описания изображения на языках: ${languages}. На страницах этих языков вместо него показывается русское описание; переключите «Язык содержимого» и заполните поле.`,
    altRequired: 'Заполните описание изображения на русском языке: по нему изображение находят и читают незрячие посетители.',
    altRussianFirst:
      'Сначала опишите изображение на русском: выберите русский в переключателе «Язык содержимого» и загрузите файл снова. Переводы описания добавляются после.',
  },
  en: {
    view: 'List view',
    table: 'Table',
    grid: 'Grid',
    noAlt: 'No description in this language',
    fileName: 'File',
    size: 'Size',
    missing: (languages: string) => `No description: ${languages}`,
    warningTitle: 'Description not translated',
    warning: (languages: string) =>
      `The image has no description in: ${languages}. Pages in these languages show the Russian description instead; switch the content language and fill in the field.`,
    altRequired: 'Describe the image in Russian: screen reader users and the search rely on it.',
    altRussianFirst:
      'Describe the image in Russian first: choose Russian in the content language switcher and upload the file again. Translations of the description come after.',
  },
} as const;

export type MediaView = 'table' | 'grid';

/**
 * The staff member's chosen view of the media list, among their Payload preferences. Here, not in the client
 * component: a value a server component imports from a client module is only a client reference there.
 */
export const MEDIA_VIEW_PREFERENCE = 'media-library-view';

export type MediaTexts = (typeof MEDIA_TEXTS)[keyof typeof MEDIA_TEXTS];

export function mediaTexts(language: string | undefined): MediaTexts {
  return language === 'en' ? MEDIA_TEXTS.en : MEDIA_TEXTS.ru;
}

/** A file size for people in the back office's language: «1,2 МБ», «340 КБ», «1.2 MB» (i18n/formats.ts); empty when unknown. */
export function formatFileSize(bytes: unknown, language: string | undefined): string {
  return localeFormat(language === 'en' ? 'en' : 'ru').fileSize(typeof bytes === 'number' ? bytes : null) ?? '';
}

const PAYLOAD_SIZE = /(\d+(?:\.\d+)?)( bytes|KB|MB|GB|TB)(?=$|\s)/g;
const RUSSIAN_UNITS: Record<string, string> = { ' bytes': 'байт', KB: 'КБ', MB: 'МБ', GB: 'ГБ', TB: 'ТБ' };

/**
 * Payload's file details in Russian units: its upload field and a file's form write the size with English units
 * («34KB - 1200x630 - image/png», payload/shared formatFilesize, which no translation reaches); here «34 КБ - 1200×630
 * - image/png». Text without such a size comes back as it was.
 */
export function russianFileDetails(text: string): string {
  return text
    .replace(PAYLOAD_SIZE, (_, count: string, unit: string) => `${count.replace('.', ',')}\u00a0${RUSSIAN_UNITS[unit]}`)
    .replace(/(\d)x(\d)/g, '$1×$2');
}
