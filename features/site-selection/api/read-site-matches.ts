import 'server-only';
import type { Locale } from '@/i18n/routing';
import { serverGet } from '@/lib/api/server';
import type { MatchResult } from '@/lib/sites/matching';
import type { SiteDto } from '@/lib/sites/site-dto';
import type { SiteFacts } from '@/lib/sites/vocabulary';

/** One result of GET /site-match: the site as the sites list gives it, its score, what it meets and misses. */
export type SiteMatch = Omit<MatchResult<SiteFacts>, 'site'> & { site: SiteDto };
export type SiteMatches = { items: SiteMatch[]; totalCount: number };

/**
 * GET /site-match?… (public) for the address's query (`search`, its one normalized form), in the page's language.
 * Read afresh for each address, never kept in Next's data cache: the queries are as many as the investors' projects
 * (the API keeps an answer a moment in memory, and reads the sites from the list's cached read).
 */
export function readSiteMatches(locale: Locale, search: string): Promise<SiteMatches> {
  return serverGet<SiteMatches>('/site-match', { locale, tags: [], fresh: true, query: Object.fromEntries(new URLSearchParams(search)) });
}
