import 'server-only';
import type { Paged } from '@/lib/submissions/types';
import { hashUnsubscribeToken, newUnsubscribeToken } from '@/lib/platform/unsubscribe-token';
import { parseSavedQuery } from '@/lib/saved-searches/query';
import {
  SAVED_SEARCH_MESSAGES as S,
  SAVED_SEARCHES_MAX,
  UNSUBSCRIBE_TOKEN_PATTERN,
  type SavedSearch,
  type SavedSearchCreateData,
  type SavedSearchKind,
  type SavedSearchUpdateData,
} from '@/lib/saved-searches/schemas';
import { type ApiCatalogue, HttpError } from '@/lib/server/http';
import * as repository from '@/lib/server/repositories/saved-searches';
import type { Owner, Page } from '@/lib/server/repositories/owner';

/**
 * Saved searches (the API's /saved-search/*): an investor's matching queries and events filters kept with a name,
 * alerted by the job of cms/jobs/saved-search-alerts.ts. Every call is the caller's own: another investor's search
 * answers 404, as a missing one does. The unsubscribe token opens one search and can do one thing: pause its alerts.
 */

export const SAVED_SEARCHES_API: ApiCatalogue = { namespace: 'savedSearchesApi', messages: S };
export const SAVED_SEARCHES_PAGE_LIMIT = 20;

const missing = () => new HttpError(404, { message: S.notFound });
const tokenMissing = () => new HttpError(404, { message: S.tokenNotFound });

function toSavedSearch(doc: repository.SavedSearchRecord): SavedSearch {
  return {
    id: doc.id,
    name: doc.name,
    kind: doc.kind as SavedSearchKind,
    query: doc.query ?? '',
    paused: doc.paused === true,
    lastAlertAt: doc.lastAlertAt ?? null,
    createdAt: doc.createdAt,
  };
}

/** POST /saved-search: the query must pass its kind's schema (422 under `query`); at most SAVED_SEARCHES_MAX each. */
export async function createSavedSearch(caller: Owner, { name, kind, query }: SavedSearchCreateData): Promise<SavedSearch> {
  const checked = parseSavedQuery(kind, query);
  if (!checked.ok) throw new HttpError(422, { query: checked.messages });
  if ((await repository.countSavedSearches(caller)) >= SAVED_SEARCHES_MAX) {
    throw new HttpError(422, { message: S.tooMany.replace('{max}', String(SAVED_SEARCHES_MAX)) });
  }
  const token = newUnsubscribeToken();
  const created = await repository.createSavedSearch(caller, {
    name,
    kind,
    query: checked.normalized,
    unsubscribeTokenHash: token.hash,
    unsubscribeTokenSealed: token.sealed,
  });
  return toSavedSearch(created);
}

/** GET /saved-search/list: the caller's saved searches, newest first. */
export async function listSavedSearches(caller: Owner, page: Page): Promise<Paged<SavedSearch>> {
  const { docs, totalDocs } = await repository.listSavedSearches(caller, page);
  return { items: docs.map(toSavedSearch), totalCount: totalDocs };
}

/**
 * PATCH /saved-search/{id}: a new name, a pause or a resume. A resumed search is checked from now on: what was
 * published while it was paused is not mailed (the alerts job's baseline is the last check).
 */
export async function updateSavedSearch(caller: Owner, id: number | undefined, changes: SavedSearchUpdateData): Promise<SavedSearch> {
  const current = id === undefined ? null : await repository.findSavedSearch(caller, id);
  if (!current) throw missing();
  const resumed = changes.paused === false && current.paused === true;
  const updated = await repository.updateSavedSearch(caller, current.id, { ...changes, ...(resumed ? { lastCheckedAt: new Date().toISOString() } : {}) });
  if (!updated) throw missing();
  return toSavedSearch(updated);
}

/** DELETE /saved-search/{id}. */
export async function deleteSavedSearch(caller: Owner, id: number | undefined): Promise<{ deleted: true }> {
  if (id === undefined || !(await repository.deleteSavedSearch(caller, id))) throw missing();
  return { deleted: true };
}

/** What the unsubscribe page shows of the search a token opens: its name, kind and whether its alerts are off. */
export type UnsubscribeView = { name: string; kind: SavedSearchKind; unsubscribed: boolean };

async function byToken(token: string) {
  const found = UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? await repository.byUnsubscribeHash(hashUnsubscribeToken(token)) : null;
  if (!found) throw tokenMissing();
  return found;
}

const viewOf = (doc: repository.SavedSearchRecord): UnsubscribeView => ({ name: doc.name, kind: doc.kind as SavedSearchKind, unsubscribed: doc.paused === true });

/** GET /saved-search/unsubscribe/{token}: reads only (a mail client's prefetch changes nothing). */
export async function unsubscribeView(token: string): Promise<UnsubscribeView> {
  return viewOf((await byToken(token)).search);
}

/** POST /saved-search/unsubscribe/{token}: the one-click unsubscribe (RFC 8058): the search's alerts stop; idempotent. */
export async function unsubscribe(token: string): Promise<UnsubscribeView> {
  const { owner, search } = await byToken(token);
  if (search.paused === true) return viewOf(search);
  const paused = await repository.updateSavedSearch(owner, search.id, { paused: true });
  if (!paused) throw tokenMissing();
  return viewOf(paused);
}
