import { getLocale } from 'next-intl/server';
import { localeFormat, type LocaleFormat } from './formats';

/** The request language's formatters (i18n/formats.ts), in an async server component. */
export async function getFormat(): Promise<LocaleFormat> {
  return localeFormat(await getLocale());
}
