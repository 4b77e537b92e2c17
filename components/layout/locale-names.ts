import type { Locale } from '@/i18n/routing';

/** Each language's name in that language (an autonym is the same on every page, so it is not a translation). */
export const LOCALE_NAMES: Record<Locale, string> = {
  ru: 'Русский',
  en: 'English',
  tr: 'Türkçe',
  zh: '中文',
};
