import type messages from '@/messages/ru.json';

/**
 * next-intl's types for this app: every `t('…')`, `useTranslations('…')` and `getTranslations('…')` is checked against
 * the Russian catalogue (the source language; messages/messages.test.ts keeps en, tr and zh to the same keys), so a
 * missing or misspelt key fails `tsc`.
 */
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof messages;
  }
}
