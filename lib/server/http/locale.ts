import 'server-only';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { LANGUAGE_HEADER } from '@/lib/api/config';

/**
 * The locale the caller named in the `Language` header (ru, en, tr or zh, also as a regional form such as
 * zh-CN), or null when it names none. Only for what must tell "not said" from Russian: an account keeps the
 * language it was last used in, and a mail goes in the account's language unless the call names one.
 */
export function statedLocale(request: Request): Locale | null {
  const value = /^([a-z]{2})(?:[-_][a-z0-9]+)?$/i.exec(request.headers.get(LANGUAGE_HEADER)?.trim() ?? '')?.[1]?.toLowerCase();
  return isLocale(value) ? value : null;
}

/** The locale of the answer: the `Language` header's, Russian when it names none. */
export function requestLocale(request: Request): Locale {
  return statedLocale(request) ?? defaultLocale;
}
