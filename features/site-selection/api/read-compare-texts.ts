import 'server-only';
import { getTranslator } from '@/i18n/get-texts';
import type { Locale } from '@/i18n/routing';
import { compareTextsFrom, type CompareTexts } from '../compare-texts';

/** «Сравнить» and the comparison tray's texts in the page's language, for a page that lists sites. */
export async function readCompareTexts(locale: Locale): Promise<CompareTexts> {
  return compareTextsFrom((await getTranslator(locale, 'siteSelection')).t, locale);
}
