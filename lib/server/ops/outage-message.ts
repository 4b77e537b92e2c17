import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';
import type { Outage } from './failures';

const ERRORS = { ru: ru.errors, en: en.errors, tr: tr.errors, zh: zh.errors } as const;

/** The 503 answer's text in the caller's language (messages/*.json, `errors.databaseUnavailable` / `errors.storageUnavailable`). */
export function outageMessage(outage: Outage, locale: Locale): string {
  const messages = ERRORS[locale];
  return outage === 'storage' ? messages.storageUnavailable : messages.databaseUnavailable;
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 10;
