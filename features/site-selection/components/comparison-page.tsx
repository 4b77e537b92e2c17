import type { Locale } from '@/i18n/routing';
import { readComparisonTranslators } from '../api/read-compare-texts';
import { readComparedSites } from '../api/read-compared-sites';
import { SiteComparison } from './site-comparison';

/**
 * The body of /investicionnie-ploshadki/sravnenie: the sites of the address's ids, read and laid out on the server;
 * only the buttons and the choice kept in this browser are islands.
 */
export async function ComparisonPage({ locale, ids }: { locale: Locale; ids: number[] }) {
  const [{ sites, missing }, texts] = await Promise.all([readComparedSites(ids, locale), readComparisonTranslators(locale)]);
  return <SiteComparison locale={locale} ids={ids} sites={sites} missing={missing} texts={texts} />;
}
