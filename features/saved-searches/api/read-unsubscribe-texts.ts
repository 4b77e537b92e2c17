import 'server-only';
import { getTranslator } from '@/i18n/get-texts';
import type { Locale } from '@/i18n/routing';
import { unsubscribeTextsFrom, type UnsubscribeTexts } from '../unsubscribe-texts';

/** The unsubscribe page's texts in the page's language. */
export async function readUnsubscribeTexts(locale: Locale): Promise<UnsubscribeTexts> {
  return unsubscribeTextsFrom((await getTranslator(locale, 'savedSearches')).t, locale);
}
