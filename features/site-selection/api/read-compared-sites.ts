import 'server-only';
import type { Locale } from '@/i18n/routing';
import { ENDPOINTS } from '@/lib/server/content/endpoints';
import { findDocument } from '@/lib/server/content/service';
import type { SiteDto } from '@/lib/sites/site-dto';

/** The sites a comparison shows, in its order, and how many of its ids name no published site. */
export type ComparedSites = { sites: SiteDto[]; missing: number };

/**
 * The published sites of a comparison's ids in the page's language, read as GET /proizvodstvennie-ploshadki/{id}
 * reads one (the same service, its cache and its staleness flag), without a request to the API.
 */
export async function readComparedSites(ids: number[], locale: Locale): Promise<ComparedSites> {
  const found = await Promise.all(ids.map((id) => findDocument(ENDPOINTS.productionSites.source, String(id), locale)));
  const sites = found.filter((site) => site !== null) as unknown as SiteDto[];
  return { sites, missing: found.length - sites.length };
}
