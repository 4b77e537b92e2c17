import { routePath } from '@/lib/routes';
import type { SavedSearchKind } from './schemas';

/** The page a saved search was saved from, with its query (no locale prefix): the cabinet's link and the alert's. */
export function savedSearchPath(kind: SavedSearchKind, query: string): string {
  const base = routePath(kind === 'sites' ? 'siteMatching' : 'events');
  return query ? `${base}?${query}` : base;
}
