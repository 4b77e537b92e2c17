import type messages from '@/messages/ru.json';
import type { Locale } from './routing';

/**
 * next-intl's types for this app: every `t('…')`, `useTranslations('…')` and `getTranslations('…')` is checked against
 * the Russian catalogue (the source language; messages/messages.test.ts keeps en, tr and zh to the same keys), so a
 * missing or misspelt key fails `tsc`; a locale next-intl takes or gives (`useLocale()`, `getTranslations({ locale })`) is
 * one of the portal's four.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
