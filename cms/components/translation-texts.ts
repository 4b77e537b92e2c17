/**
 * The texts of the translation tools in /admin (the status column, the Russian original under a field, the note on
 * the content language): Russian, and English for staff who picked it, like the back office.
 */
export type TranslationTexts = {
  languages: Record<string, string>;
  translated: string;
  missing: string;
  /** An item no language lacks a translation into (the version comparison of its status). */
  allTranslated: string;
  original: string;
  contentLanguage: string;
  contentLanguageHint: string;
};

export const TRANSLATION_TEXTS: Record<'ru' | 'en', TranslationTexts> = {
  ru: {
    languages: { ru: 'русский', en: 'английский', tr: 'турецкий', zh: 'китайский' },
    translated: 'переведено',
    missing: 'не переведено',
    allTranslated: 'переведено на все языки',
    original: 'Оригинал на русском:',
    contentLanguage: 'Язык содержимого:',
    contentLanguageHint:
      'Заголовки, поиск и фильтры списка работают с текстами на этом языке. Язык меняется переключателем «Язык содержимого» вверху справа.',
  },
  en: {
    languages: { ru: 'Russian', en: 'English', tr: 'Turkish', zh: 'Chinese' },
    translated: 'translated',
    missing: 'not translated',
    allTranslated: 'translated into every language',
    original: 'Russian original:',
    contentLanguage: 'Content language:',
    contentLanguageHint: "The list's titles, search and filters use the texts in this language. Change it with the locale switcher at the top right.",
  },
};

export function translationTexts(language: string | undefined): TranslationTexts {
  return language === 'en' ? TRANSLATION_TEXTS.en : TRANSLATION_TEXTS.ru;
}
