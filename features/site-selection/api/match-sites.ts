import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { matchQueryString, type MatchQuery } from '@/lib/sites/match-query';
import type { MatchResult } from '@/lib/sites/matching';
import type { SiteDto } from '@/lib/sites/site-dto';
import type { SiteFacts } from '@/lib/sites/vocabulary';

/** One result of GET /site-match: the site as the sites list gives it, its score, what it meets and misses. */
export type SiteMatch = Omit<MatchResult<SiteFacts>, 'site'> & { site: SiteDto };
export type SiteMatches = { items: SiteMatch[]; totalCount: number };

/** GET /site-match?… (public): every published site ranked by the query, in the page's language. */
export function matchSites(query: MatchQuery): Promise<SiteMatches> {
  return browserApi().get<SiteMatches>('/site-match', { params: new URLSearchParams(matchQueryString(query)) });
}

export const siteMatchKey = (locale: string, query: MatchQuery) => ['site-match', locale, matchQueryString(query)] as const;

export function matchSitesQueryOptions(locale: string, query: MatchQuery) {
  return queryOptions({ queryKey: siteMatchKey(locale, query), queryFn: () => matchSites(query) });
}

/** The ranking for the query; while a new query loads, the previous ranking stays on screen (marked as busy). */
export function useSiteMatches(locale: string, query: MatchQuery | null) {
  return useQuery({ ...matchSitesQueryOptions(locale, query ?? {}), enabled: query !== null, placeholderData: keepPreviousData });
}
