import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';
import type { Outage } from './failures';

const MESSAGES = { ru, en, tr, zh } as const;

/** The 503 answer's text in the caller's language (messages/*.json, `errors.databaseUnavailable` / `errors.storageUnavailable`). */
export function outageMessage(outage: Outage, locale: Locale): string {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'errors' });
  return outage === 'storage' ? t('storageUnavailable') : t('databaseUnavailable');
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 10;
