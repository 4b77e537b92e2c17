import { eventFilterSchema, eventPassesFilter, type EventFilterQuery, type EventRef } from '@/lib/events/filter';
import { matchParamsOf, matchQuerySchema, matchQueryString, type MatchQuery } from '@/lib/sites/match-query';
import { matchSites, meetsEveryRequirement } from '@/lib/sites/matching';
import type { SiteFacts } from '@/lib/sites/vocabulary';
import type { SavedSearchKind } from './schemas';

/**
 * A saved search's query: the URL query of the page it was saved from, checked by that page's own schema — the
 * matching query of lib/sites/match-query.ts for sites, the events list's filter (lib/events/filter.ts) for events —
 * and kept normalized, so one search is written one way (the matching page's own order for sites, type then city
 * for events). The alerts job and the API share it; pure.
 */

export type ParsedSavedQuery = { kind: 'sites'; query: MatchQuery } | { kind: 'events'; query: EventFilterQuery };
export type SavedQueryResult = { ok: true; normalized: string; parsed: ParsedSavedQuery } | { ok: false; messages: string[] };

const messagesOf = (issues: readonly { message: string }[]) => [...new Set(issues.map((issue) => issue.message))];

export function parseSavedQuery(kind: SavedSearchKind, raw: string): SavedQueryResult {
  // The same reading of a URL query for both kinds: empty values dropped, the last of a repeated parameter kept.
  const params = matchParamsOf(raw.trim());
  if (kind === 'sites') {
    const result = matchQuerySchema.safeParse(params);
    if (!result.success) return { ok: false, messages: messagesOf(result.error.issues) };
    return { ok: true, normalized: matchQueryString(result.data), parsed: { kind, query: result.data } };
  }
  const result = eventFilterSchema.safeParse({ ...params });
  if (!result.success) return { ok: false, messages: messagesOf(result.error.issues) };
  const normalized = new URLSearchParams(Object.entries(result.data).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return { ok: true, normalized, parsed: { kind, query: result.data } };
}

/** What the alerts job knows of an event to match it. */
export type EventFacts = { type: EventRef; city: EventRef };

/** Whether a site meets every requirement of a sites search (what the matching page lists with nothing missing). */
export function siteMeetsSearch(site: SiteFacts, query: MatchQuery): boolean {
  const [result] = matchSites([site], query).items;
  return result !== undefined && meetsEveryRequirement(result);
}

export function eventMeetsSearch(event: EventFacts, query: EventFilterQuery): boolean {
  return eventPassesFilter(event, query);
}
