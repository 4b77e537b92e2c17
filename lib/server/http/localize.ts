import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import type { FieldErrors } from '@/lib/api/envelope';
import { messageKey } from '@/lib/api/message-key';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';

const MESSAGES = { ru, en, tr, zh } as const;

/** A namespace of messages/<locale>.json whose keys are those of an API's English message catalogue. */
export type ApiCatalogue = { namespace: 'eventRegistrationApi' | 'favouritesApi' | 'savedSearchesApi' | 'inaccuracyReportApi'; messages: Readonly<Record<string, string>> };

type Result = FieldErrors | { message: string };

/**
 * An error answer in the caller's language: each English message of the catalogue becomes
 * `<namespace>.<key>` of the locale; anything else (a message of another layer) is left as it is.
 */
export function localizeResult(result: Result, { namespace, messages }: ApiCatalogue, locale: Locale): Result {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace });
  const text = (message: string) => {
    const found = messageKey(messages, message);
    return found && t.has(found.key as never) ? t(found.key as never, found.values as never) : message;
  };
  if ('message' in result && typeof result.message === 'string') return { message: text(result.message) };
  return Object.fromEntries(Object.entries(result as FieldErrors).map(([field, list]) => [field, list.map(text)]));
}
