import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { MatchQuery } from '@/lib/sites/match-query';
import { matchSites, type MatchOutcome } from '@/lib/sites/matching';
import { siteFactsOf } from '@/lib/sites/facts';
import type { SiteDto } from '@/lib/sites/site-dto';
import type { SiteFacts } from '@/lib/sites/vocabulary';
import { ENDPOINTS } from '../content/endpoints';
import { listDocuments } from '../content/service';

/** A matching result as the API gives it: the site as the sites list shows it, with its score, meets and misses. */
export type SiteMatchItem = Omit<MatchOutcome<SiteFacts>['items'][number], 'site'> & { site: SiteDto };

/**
 * GET /site-match: every published production site in the caller's language, ranked by the one matching rule
 * (lib/sites/matching.ts). The sites are the list's own (the same cached read as GET /proizvodstvennie-ploshadki),
 * so a publish changes both at once.
 */
export async function matchPublishedSites(query: MatchQuery, locale: Locale): Promise<{ items: SiteMatchItem[]; totalCount: number }> {
  const { items } = await listDocuments(ENDPOINTS.productionSites.source, { locale });
  const sites = items as unknown as SiteDto[];
  const byId = new Map(sites.map((site) => [site.id, site]));
  const outcome = matchSites(sites.map(siteFactsOf), query);
  return {
    items: outcome.items.map(({ site, ...result }) => ({ site: byId.get(site.id)!, ...result })),
    totalCount: outcome.totalCount,
  };
}
