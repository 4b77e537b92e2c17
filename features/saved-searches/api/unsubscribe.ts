import { browserApi } from '@/lib/api/browser';
import type { SavedSearchKind } from '@/lib/saved-searches/schemas';

export type UnsubscribeView = { name: string; kind: SavedSearchKind; unsubscribed: boolean };

const path = (token: string) => `/saved-search/unsubscribe/${encodeURIComponent(token)}`;

/** GET /saved-search/unsubscribe/{token} (no login): which search the link stops; changes nothing. */
export function getUnsubscribeView(token: string): Promise<UnsubscribeView> {
  return browserApi().get<UnsubscribeView>(path(token));
}

/** POST /saved-search/unsubscribe/{token} (no login): stops the search's alerts. */
export function unsubscribe(token: string): Promise<UnsubscribeView> {
  return browserApi().post<UnsubscribeView>(path(token));
}
