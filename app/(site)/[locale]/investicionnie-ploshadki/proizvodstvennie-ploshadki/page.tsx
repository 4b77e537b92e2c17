import { setRequestLocale } from 'next-intl/server';
import { readCatalogue } from '@/components/content/catalogue';
import { readCompareTexts } from '@/features/site-selection/api/read-compare-texts';
import { CompareToggle } from '@/features/site-selection/components/compare-toggle';
import { CompareTray } from '@/features/site-selection/components/compare-tray';
import { MatchingLink } from '@/features/site-selection/components/matching-link';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { SiteList } from '@/features/sites/components/site-list';
import type { ProductionSite } from '@/features/sites/types';

export const generateMetadata = routeMetadata('productionSites');

/**
 * Production sites: every site of GET /proizvodstvennie-ploshadki as a card linking to its page, each with «Сравнить»;
 * the way to the site matching, and the sites chosen for comparison.
 */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [{ items }, compareTexts] = await Promise.all([
    readCatalogue<ProductionSite>('/proizvodstvennie-ploshadki', 'production-site', locale),
    readCompareTexts(locale),
  ]);
  return (
    <RoutePage routeKey="productionSites" locale={locale}>
      <MatchingLink />
      <CompareTray texts={compareTexts} />
      <SiteList sites={items} action={(site) => <CompareToggle site={{ id: site.id, slug: site.slug, title: site.title }} texts={compareTexts} />} />
    </RoutePage>
  );
}
