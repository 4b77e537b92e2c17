import 'server-only';
import { getTranslator } from '@/i18n/get-texts';
import type { Locale } from '@/i18n/routing';
import { compareTextsFrom, type CompareTexts } from '../compare-texts';
import type { ComparisonTranslators } from '../components/site-comparison';

/** «Сравнить» and the comparison tray's texts in the page's language, for a page that lists sites. */
export async function readCompareTexts(locale: Locale): Promise<CompareTexts> {
  return compareTextsFrom((await getTranslator(locale, 'siteSelection')).t, locale);
}

/** The comparison's translators in the page's language: its own texts, the sites' facts and the passport link. */
export async function readComparisonTranslators(locale: Locale): Promise<ComparisonTranslators> {
  const [selection, facts, passport] = await Promise.all([
    getTranslator(locale, 'siteSelection'),
    getTranslator(locale, 'siteFacts'),
    getTranslator(locale, 'sitePassport'),
  ]);
  return { t: selection.t, facts: facts.t, passport: passport.t };
}
