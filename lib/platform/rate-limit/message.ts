// No `server-only`: the staff collection's guard (cms/hooks/staff-auth.ts) answers with it too, and cms/ also loads in the CLI.
import { createTranslator } from 'next-intl';
import { isLocale } from '@/i18n/routing';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';

const MESSAGES = { ru, en, tr, zh } as const;

/**
 * The text of a 429: `limits.tooManyRequests` in `language` (a locale code, or a header value such as `zh-CN`);
 * for anything else the API's English text, which the portal's forms recognise (lib/auth/schemas/messages.ts).
 */
export function tooManyRequestsText(language: string | null | undefined): string {
  const locale = language?.trim().slice(0, 2).toLowerCase();
  return isLocale(locale)
    ? createTranslator({ locale, messages: MESSAGES[locale], namespace: 'limits' })('tooManyRequests')
    : AUTH_MESSAGES.tooManyRequests;
}
