import { useLocale } from 'next-intl';
import { localeFormat, type LocaleFormat } from './formats';

/** The page language's formatters (i18n/formats.ts), in a client or a synchronous server component. */
export function useFormat(): LocaleFormat {
  return localeFormat(useLocale());
}
