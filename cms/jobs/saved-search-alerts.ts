import { sql as postgresSql } from '@payloadcms/db-postgres';
import { sql as sqliteSql } from '@payloadcms/db-sqlite';
import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload';
import { defaultLocale, isLocale, type Locale } from '../../i18n/routing';
import { env } from '../../lib/platform/env';
import { mailTranslator, portalLink, renderMail, senderFor } from '../../lib/platform/mail/compose';
import { metrics } from '../../lib/platform/metrics';
import { newUnsubscribeToken, openUnsubscribeToken } from '../../lib/platform/unsubscribe-token';
import { routePath } from '../../lib/routes';
import { savedSearchPath } from '../../lib/saved-searches/paths';
import { eventMeetsSearch, parseSavedQuery, siteMeetsSearch, type EventFacts, type ParsedSavedQuery } from '../../lib/saved-searches/query';
import type { SavedSearchKind } from '../../lib/saved-searches/schemas';
import { siteFactsOf, type StoredSite } from '../../lib/sites/facts';
import type { SiteFacts } from '../../lib/sites/vocabulary';
import { rowsOf } from '../raw-sql';
import { queueMail } from './runner';

export const SAVED_SEARCH_ALERTS_TASK = 'savedSearchAlerts';
export const SAVED_SEARCH_ALERTS_QUEUE = 'maintenance';

/** The collection each kind of saved search watches (an alerted item's key is `<collection>:<id>`). */
const WATCHED = { sites: 'production-sites', events: 'events' } as const satisfies Record<SavedSearchKind, string>;

type Ref = number | { id: number; slug?: string | null } | null | undefined;

type StoredSearch = {
  id: number;
  owner: Ref;
  name: string;
  kind: SavedSearchKind;
  query: string;
  paused?: boolean | null;
  alerted?: unknown;
  lastCheckedAt?: string | null;
  createdAt: string;
  unsubscribeTokenSealed?: string | null;
};

/** A published item a search may be told about: its key, title and page, when it last changed, and its facts. */
type Candidate = { key: string; title: string; path: string; updatedAt: string } & (
  | { kind: 'sites'; facts: SiteFacts }
  | { kind: 'events'; facts: EventFacts }
);

type EventDoc = {
  id: number;
  slug?: string | null;
  title?: string | null;
  date?: string | null;
  endDate?: string | null;
  updatedAt: string;
  type?: Ref;
  city?: Ref;
};

const refOf = (value: Ref): EventFacts['type'] =>
  value === null || value === undefined ? null : typeof value === 'object' ? { id: value.id, slug: value.slug ?? null } : { id: value };

/**
 * How far before a search's last check its next one looks again: a publish's `updatedAt` is stamped before its
 * transaction commits, so an item may appear a moment after a check that began later than its stamp (an item seen
 * twice is mailed once: `alerted`).
 */
const RECHECK_MARGIN_MS = 5 * 60 * 1000;

/**
 * The moment from which a search is told about changes: when it was saved, or a little before its last check (so
 * the look stays short however old the search is; a resumed search's last check is its resumption, so what was
 * published while it was paused is not mailed afterwards).
 */
function baselineOf(search: StoredSearch): string {
  if (!search.lastCheckedAt) return search.createdAt;
  const recheck = new Date(Date.parse(search.lastCheckedAt) - RECHECK_MARGIN_MS).toISOString();
  return recheck > search.createdAt ? recheck : search.createdAt;
}

const alertedKeys = (value: unknown): string[] => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);

/**
 * The published items of a kind changed since `since`, in one language (titles fall back to Russian field by
 * field). Events that are over are left out: nobody is alerted about a past event.
 */
async function candidates(payload: Payload, kind: SavedSearchKind, locale: Locale, since: string, now: Date): Promise<Candidate[]> {
  const where: Where = { and: [{ _status: { equals: 'published' } }, { updatedAt: { greater_than_equal: since } }] };
  if (kind === 'sites') {
    const { docs } = await payload.find({ collection: 'production-sites', where, locale, draft: false, depth: 0, pagination: false, overrideAccess: true });
    return (docs as unknown as (StoredSite & { updatedAt: string })[]).map((doc) => ({
      kind,
      key: `${WATCHED.sites}:${doc.id}`,
      title: doc.title ?? '',
      path: `${routePath('productionSites')}/${doc.slug ?? doc.id}`,
      updatedAt: doc.updatedAt,
      facts: siteFactsOf(doc),
    }));
  }
  const { docs } = await payload.find({
    collection: 'events',
    where,
    locale,
    draft: false,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { title: true, slug: true, date: true, endDate: true, type: true, city: true, updatedAt: true },
    populate: { 'event-types': { slug: true }, 'event-cities': { slug: true } },
  });
  return (docs as unknown as EventDoc[])
    .filter((doc) => {
      const end = Date.parse(doc.endDate ?? doc.date ?? '');
      return !Number.isFinite(end) || end > now.getTime();
    })
    .map((doc) => ({
      kind,
      key: `${WATCHED.events}:${doc.id}`,
      title: doc.title ?? '',
      path: `${routePath('events')}/${doc.slug ?? doc.id}`,
      updatedAt: doc.updatedAt,
      facts: { type: refOf(doc.type), city: refOf(doc.city) },
    }));
}

const meets = (parsed: ParsedSavedQuery, item: Candidate) =>
  parsed.kind === 'sites' && item.kind === 'sites'
    ? siteMeetsSearch(item.facts, parsed.query)
    : parsed.kind === 'events' && item.kind === 'events'
      ? eventMeetsSearch(item.facts, parsed.query)
      : false;

/**
 * Records the check in one statement, only if nobody else checked the search since it was read (its lastCheckedAt
 * is still `previous`) and it is not paused: the items it is told about join `alerted`. True for the one call that
 * wrote: however many runs look at the same search at once, an item is mailed once.
 */
async function recordCheck(payload: Payload, search: StoredSearch, alerted: string[], alertAt: string | null, at: string): Promise<boolean> {
  const previous = search.lastCheckedAt ?? null;
  const json = JSON.stringify(alerted);
  const rows = await rowsOf(payload, {
    postgres: postgresSql`UPDATE saved_searches SET alerted = ${json}::jsonb, last_checked_at = ${at}::timestamptz,
      last_alert_at = coalesce(${alertAt}::timestamptz, last_alert_at)
      WHERE id = ${search.id} AND paused IS NOT TRUE
        AND ${previous === null ? postgresSql`last_checked_at IS NULL` : postgresSql`last_checked_at = ${previous}::timestamptz`}
      RETURNING id`,
    sqlite: sqliteSql`UPDATE saved_searches SET alerted = ${json}, last_checked_at = ${at},
      last_alert_at = coalesce(${alertAt}, last_alert_at)
      WHERE id = ${search.id} AND coalesce(paused, 0) = 0
        AND ${previous === null ? sqliteSql`last_checked_at IS NULL` : sqliteSql`last_checked_at = ${previous}`}
      RETURNING id`,
  });
  return rows.length === 1;
}

/** The search's unsubscribe token: the sealed one, or a new one when there is none or it no longer opens. */
async function unsubscribeToken(payload: Payload, search: StoredSearch): Promise<string> {
  const sealed = search.unsubscribeTokenSealed ? openUnsubscribeToken(search.unsubscribeTokenSealed) : null;
  if (sealed) return sealed;
  const issued = newUnsubscribeToken();
  await payload.update({
    collection: 'saved-searches',
    id: search.id,
    data: { unsubscribeTokenHash: issued.hash, unsubscribeTokenSealed: issued.sealed },
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  });
  return issued.token;
}

/** The one-click unsubscribe address (RFC 8058): the API's POST, which needs no login. */
const unsubscribeApiUrl = (token: string) => `${env.PUBLIC_URL.replace(/\/+$/, '')}/api/v1/saved-search/unsubscribe/${token}`;

/** The alert: what is new for the search, in the investor's language, with the unsubscribe link and headers. */
export function alertMail(
  locale: Locale,
  recipient: { name?: string | null },
  search: Pick<StoredSearch, 'name' | 'kind' | 'query'>,
  items: Pick<Candidate, 'title' | 'path'>[],
  token: string,
) {
  const t = mailTranslator(locale);
  const unsubscribeLink = portalLink(locale, `/saved-search/unsubscribe/${token}`);
  const content = renderMail({
    locale,
    subject: t(`savedSearch.subject.${search.kind}`, { name: search.name, count: items.length }),
    greeting: recipient.name ? t('greeting', { name: recipient.name }) : undefined,
    paragraphs: [
      t(`savedSearch.body.${search.kind}`, { name: search.name, count: items.length }),
      ...items.map((item) => `${item.title} — ${portalLink(locale, item.path)}`),
      t('savedSearch.manage', { link: portalLink(locale, `${routePath('profile')}?tab=savedSearches`) }),
    ],
    action: { label: t('savedSearch.action'), link: portalLink(locale, savedSearchPath(search.kind, search.query)) },
    footer: t('savedSearch.footer', { link: unsubscribeLink }),
  });
  return {
    ...content,
    headers: { 'List-Unsubscribe': `<${unsubscribeApiUrl(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export type AlertReport = { checked: number; alerts: { search: number; items: string[] }[] };

/**
 * One look at every saved search that is not paused, as of `now`: the published items of its kind that changed
 * since the search was saved (baselineOf), match it and were not mailed to it before are listed in ONE mail per search, in the
 * owner's language; their keys join the search's `alerted`. Safe to run at any time and from any number of
 * instances at once (recordCheck). Called by the job a publish queues, and directly by the tests.
 */
export async function runSavedSearchAlerts(payload: Payload, now: Date = new Date()): Promise<AlertReport> {
  const at = now.toISOString();
  const report: AlertReport = { checked: 0, alerts: [] };
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { paused: { not_equals: true } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    // The sealed unsubscribe token is a hidden field: the job is the one reader that needs it.
    showHiddenFields: true,
  });
  const searches = docs as unknown as StoredSearch[];
  if (!searches.length) return report;
  const found = new Map<string, Promise<Candidate[]>>();
  const oldest = Object.fromEntries(
    (['sites', 'events'] as const).map((kind) => [kind, searches.filter((s) => s.kind === kind).map(baselineOf).reduce((min, since) => (since < min ? since : min), at)]),
  ) as Record<SavedSearchKind, string>;
  const changed = (kind: SavedSearchKind, locale: Locale) => {
    const key = `${kind}:${locale}`;
    if (!found.has(key)) found.set(key, candidates(payload, kind, locale, oldest[kind], now));
    return found.get(key)!;
  };
  const owners = new Map<number, { email?: string | null; name?: string | null; locale?: string | null } | null>();

  for (const search of searches) {
    const ownerId = typeof search.owner === 'object' && search.owner ? search.owner.id : search.owner;
    if (typeof ownerId !== 'number') continue;
    const parsed = parseSavedQuery(search.kind, search.query ?? '');
    if (!parsed.ok) {
      payload.logger.warn(`Saved search ${search.id}: its query no longer passes the ${search.kind} schema; skipped`);
      continue;
    }
    if (!owners.has(ownerId)) {
      owners.set(
        ownerId,
        (await payload.findByID({ collection: 'investors', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true, select: { email: true, name: true, locale: true } })) ?? null,
      );
    }
    const owner = owners.get(ownerId);
    if (!owner?.email) continue;
    const locale: Locale = isLocale(owner.locale) ? owner.locale : defaultLocale;
    const alerted = alertedKeys(search.alerted);
    const seen = new Set(alerted);
    const since = baselineOf(search);
    const items = (await changed(search.kind, locale)).filter((item) => item.updatedAt >= since && !seen.has(item.key) && meets(parsed.parsed, item));
    report.checked += 1;
    if (!(await recordCheck(payload, search, [...alerted, ...items.map((item) => item.key)], items.length ? at : null, at)) || !items.length) continue;
    const token = await unsubscribeToken(payload, search);
    await queueMail(payload, { to: owner.email, from: senderFor(locale), ...alertMail(locale, owner, search, items, token) });
    report.alerts.push({ search: search.id, items: items.map((item) => item.key) });
  }
  return report;
}

/** Alert checks queued but not yet started (one waiting is enough: it will see every publish before it runs). */
async function waitingChecks(payload: Payload, req?: PayloadRequest): Promise<number> {
  const where: Where = {
    and: [{ taskSlug: { equals: SAVED_SEARCH_ALERTS_TASK } }, { processing: { equals: false } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
  };
  return (await payload.count({ collection: 'payload-jobs', where, overrideAccess: true, req })).totalDocs;
}

/**
 * Queues a look at the saved searches (unless one is already waiting). With `req` in the publishing transaction the
 * job exists only once the publish commits; the jobs runner takes it at its next poll.
 */
export async function queueSavedSearchCheck(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  if ((await waitingChecks(payload, req)) > 0) return false;
  await payload.jobs.queue({ task: SAVED_SEARCH_ALERTS_TASK, queue: SAVED_SEARCH_ALERTS_QUEUE, input: {}, req, overrideAccess: true });
  return true;
}

export const savedSearchAlertsTask: TaskConfig<typeof SAVED_SEARCH_ALERTS_TASK> = {
  slug: SAVED_SEARCH_ALERTS_TASK,
  label: 'Alert investors of new matches of their saved searches',
  retries: 2,
  handler: async ({ job, req }) => {
    const { payload } = req;
    const report = await runSavedSearchAlerts(payload).catch((error: unknown) => {
      payload.logger.error({ err: error }, `Saved-search alerts job ${job.id} failed (retried)`);
      metrics().jobsFailed.inc({ job: SAVED_SEARCH_ALERTS_TASK });
      throw error;
    });
    if (report.alerts.length) payload.logger.info({ alerts: report.alerts.length }, 'Saved-search alerts sent');
    return { output: {} };
  },
};
