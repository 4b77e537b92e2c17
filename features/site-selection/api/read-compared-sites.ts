import 'server-only';
import type { Locale } from '@/i18n/routing';
import { serverGetOrNull } from '@/lib/api/server';
import type { SiteDto } from '@/lib/sites/site-dto';

/** The sites a comparison shows, in its order, and how many of its ids name no published site. */
export type ComparedSites = { sites: SiteDto[]; missing: number };

/**
 * The published sites of a comparison's ids in the page's language: GET /proizvodstvennie-ploshadki/{id} for each.
 * Read afresh for each address, never kept in Next's data cache, whose keys a visitor would otherwise choose (any ids);
 * the API answers them from its own cached read of the site.
 */
export async function readComparedSites(ids: number[], locale: Locale): Promise<ComparedSites> {
  const found = await Promise.all(ids.map((id) => serverGetOrNull<SiteDto>(`/proizvodstvennie-ploshadki/${id}`, { locale, tags: [], fresh: true })));
  const sites = found.filter((site) => site !== null);
  return { sites, missing: found.length - sites.length };
}
