import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as itemRoute from '@/app/api/v1/saved-search/[id]/route';
import * as listRoute from '@/app/api/v1/saved-search/list/route';
import * as createRoute from '@/app/api/v1/saved-search/route';
import * as unsubscribeRoute from '@/app/api/v1/saved-search/unsubscribe/[token]/route';
import { queueSavedSearchCheck, runSavedSearchAlerts } from '@/cms/jobs/saved-search-alerts';
import { SAVED_SEARCH_MESSAGES as S, SAVED_SEARCHES_MAX, type SavedSearch } from '@/lib/saved-searches/schemas';
import { payloadClient } from '@/lib/server/payload';
import type { Paged } from '@/lib/submissions/types';
import { addRoutes, api, mailCount, mailText, verifiedInvestor } from './auth-helpers';
import { keepContentAsFound } from './helpers';

// The suite shares one database: what these tests publish is removed afterwards.
keepContentAsFound(['production-sites', 'events', 'event-types', 'event-cities']);

/**
 * Saved searches and their alerts: the owner-only API, the 422s for queries the page's own schema refuses, the
 * limit, the single-purpose unsubscribe token, and the alerts job — one mail per search for matching new items,
 * none twice, none when paused or after unsubscribing.
 */

type Handler = Parameters<typeof addRoutes>[0][2];
const h = (handler: unknown) => handler as Handler;
addRoutes(
  ['POST', /^\/saved-search$/, h(createRoute.POST)],
  ['GET', /^\/saved-search$/, h(createRoute.GET)],
  ['GET', /^\/saved-search\/list$/, h(listRoute.GET)],
  ['GET', /^\/saved-search\/unsubscribe\/(?<token>[^/]*)$/, h(unsubscribeRoute.GET)],
  ['POST', /^\/saved-search\/unsubscribe\/(?<token>[^/]*)$/, h(unsubscribeRoute.POST)],
  ['DELETE', /^\/saved-search\/unsubscribe\/(?<token>[^/]*)$/, h(unsubscribeRoute.DELETE)],
  ['PATCH', /^\/saved-search\/(?<id>[^/]+)$/, h(itemRoute.PATCH)],
  ['DELETE', /^\/saved-search\/(?<id>[^/]+)$/, h(itemRoute.DELETE)],
  ['GET', /^\/saved-search\/(?<id>[^/]+)$/, h(itemRoute.GET)],
);

type Errors = Record<string, string[]>;
type User = Awaited<ReturnType<typeof verifiedInvestor>>;
type Payload = Awaited<ReturnType<typeof payloadClient>>;
let a: User;
let b: User;
let payload: Payload;

const as = (user: User, language = 'en') => ({ token: user.token, ip: user.ip, headers: { Language: language } });
async function save(user: User, json: Record<string, unknown>) {
  const answer = await api<SavedSearch>('POST', 'saved-search', { ...as(user), json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

/**
 * A production site in a municipality and of a size no other test's site has, so the searches below match only the
 * sites this file publishes (other suites publish sites too).
 */
async function publishSite(title: string, { areaHa, electricityMw }: { areaHa: number; electricityMw: number }) {
  const doc = await payload.create({
    collection: 'production-sites',
    data: {
      title,
      siteType: 'greenfield',
      municipality: 'evenkiysky',
      regime: 'arctic',
      areaHa,
      utilities: { electricity: { available: true, capacity: electricityMw, voltageKv: 110, source: 'Россети Сибирь', verifiedAt: '2026-10-01' } },
      _status: 'published',
    } as never,
    overrideAccess: true,
    depth: 0,
  });
  return doc as unknown as { id: number; slug: string };
}

/** The query only this file's sites can meet (Evenkia, the Arctic regime, a large area). */
const ARCTIC_QUERY = 'municipality=evenkiysky&regime=arctic&areaHa=700&electricityMw=20';

/** The outbox's mails to `to`, newest last, as raw text (headers included). */
function rawMails(to: string): string[] {
  const dir = process.env.OUTBOX_DIR!;
  const safe = to.replace(/[^\w@.-]/g, '_');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`-${safe}.eml`))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

const tokenIn = (text: string) => /\/saved-search\/unsubscribe\/([0-9a-f]{64})/.exec(text)?.[1];

beforeAll(async () => {
  payload = await payloadClient();
  [a, b] = [await verifiedInvestor('saved-a'), await verifiedInvestor('saved-b')];
});

describe('saved searches API (/saved-search/*)', () => {
  it('saves a sites query normalized and an events filter; lists the owner’s newest first', async () => {
    const sites = await save(a, { name: '  Арктика  ', kind: 'sites', query: '?regime=arctic&areaHa=12.5&gasM3h=' });
    expect(sites).toEqual({ id: expect.any(Number), name: 'Арктика', kind: 'sites', query: 'areaHa=12.5&regime=arctic', paused: false, lastAlertAt: null, createdAt: expect.any(String) });
    const events = await save(a, { name: 'Форумы', kind: 'events', query: 'city=krasnoyarsk&type=forum' });
    expect(events.query).toBe('type=forum&city=krasnoyarsk');
    const { status, body, headers } = await api<Paged<SavedSearch>>('GET', 'saved-search/list', as(a));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('no-store');
    expect(body.result.items.slice(0, 2).map((s) => s.id)).toEqual([events.id, sites.id]);
    // Nothing of the token leaves the server.
    expect(JSON.stringify(body.result)).not.toMatch(/unsubscribe|alerted|Sealed|Hash/i);
    const others = await api<Paged<SavedSearch>>('GET', 'saved-search/list', as(b));
    expect(others.body.result.items.map((s) => s.id)).not.toContain(sites.id);
  });

  it('422 for a query its page’s schema refuses, a bad kind, a missing or long name; localized', async () => {
    for (const query of ['colour=red', 'areaHa=-3', 'areaHa=1,5', 'regime=moon', 'municipality=atlantis']) {
      const refused = await api<Errors>('POST', 'saved-search', { ...as(a), json: { name: 'x', kind: 'sites', query } });
      expect(refused.status, query).toBe(422);
      expect(refused.body.result.query?.length, query).toBeGreaterThan(0);
    }
    const events = await api<Errors>('POST', 'saved-search', { ...as(a), json: { name: 'x', kind: 'events', query: 'type=forum&page=2' } });
    expect(events.status).toBe(422);
    expect(events.body.result.query).toBeDefined();
    const kind = await api<Errors>('POST', 'saved-search', { ...as(a), json: { name: 'x', kind: 'news', query: '' } });
    expect(kind.body.result.kind).toEqual([S.invalidKind]);
    const long = await api<Errors>('POST', 'saved-search', { ...as(a), json: { name: 'x'.repeat(101), kind: 'sites', query: '' } });
    expect(long.body.result.name).toEqual([S.tooLong]);
    const russian = await api<Errors>('POST', 'saved-search', { ...as(a, 'ru'), json: { kind: 'sites', query: '' } });
    expect(russian.status).toBe(422);
    expect(russian.body.result.name).toEqual(['Заполните это поле.']);
    const huge = await api<Errors>('POST', 'saved-search', { ...as(a), json: { name: 'x', kind: 'sites', query: `areaHa=1&${'x'.repeat(1000)}` } });
    expect(huge.body.result.query).toEqual([S.queryTooLong]);
  });

  it('bearer and a confirmed account only; wrong methods are 405', async () => {
    expect((await api('POST', 'saved-search', { json: { name: 'x', kind: 'sites', query: '' } })).status).toBe(401);
    expect((await api('GET', 'saved-search/list')).status).toBe(401);
    expect((await api('GET', 'saved-search')).status).toBe(405);
    expect((await api('DELETE', 'saved-search/unsubscribe/abc')).status).toBe(405);
  });

  it('rename, pause and resume, delete: the owner only; another investor gets 404 and changes nothing', async () => {
    const search = await save(a, { name: 'Площадки', kind: 'sites', query: 'areaHa=5' });
    const renamed = await api<SavedSearch>('PATCH', `saved-search/${search.id}`, { ...as(a), json: { name: 'Большие площадки' } });
    expect(renamed.body.result).toMatchObject({ id: search.id, name: 'Большие площадки', paused: false, query: 'areaHa=5' });
    const paused = await api<SavedSearch>('PATCH', `saved-search/${search.id}`, { ...as(a), json: { paused: true } });
    expect(paused.body.result.paused).toBe(true);
    const resumed = await api<SavedSearch>('PATCH', `saved-search/${search.id}`, { ...as(a), json: { paused: 'false' } });
    expect(resumed.body.result.paused).toBe(false);
    const empty = await api<Errors>('PATCH', `saved-search/${search.id}`, { ...as(a), json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.result.name).toEqual([S.nothingToChange]);
    const badFlag = await api<Errors>('PATCH', `saved-search/${search.id}`, { ...as(a), json: { paused: 'yes' } });
    expect(badFlag.body.result.paused).toEqual([S.invalidPaused]);

    for (const [method, json] of [['PATCH', { name: 'Чужое' }], ['PATCH', { paused: true }], ['DELETE', undefined]] as const) {
      const other = await api<{ message: string }>(method, `saved-search/${search.id}`, { ...as(b), json });
      expect(other.status, method).toBe(404);
      expect(other.body.result.message).toBe(S.notFound);
    }
    const stored = await payload.findByID({ collection: 'saved-searches', id: search.id, depth: 0, overrideAccess: true });
    expect(stored).toMatchObject({ name: 'Большие площадки', paused: false });

    expect((await api('PATCH', 'saved-search/abc', { ...as(a), json: { name: 'x' } })).status).toBe(404);
    expect((await api('DELETE', `saved-search/${search.id}`, as(a))).body.result).toEqual({ deleted: true });
    expect((await api('DELETE', `saved-search/${search.id}`, as(a))).status).toBe(404);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} saved searches per investor`, async () => {
    const user = await verifiedInvestor('saved-many');
    for (let index = 0; index < SAVED_SEARCHES_MAX; index += 1) await save(user, { name: `Поиск ${index}`, kind: 'events', query: '' });
    const refused = await api<{ message: string }>('POST', 'saved-search', { ...as(user), json: { name: 'Ещё один', kind: 'events', query: '' } });
    expect(refused.status).toBe(422);
    expect(refused.body.result.message).toBe(S.tooMany.replace('{max}', String(SAVED_SEARCHES_MAX)));
    const russian = await api<{ message: string }>('POST', 'saved-search', { ...as(user, 'ru'), json: { name: 'Ещё один', kind: 'events', query: '' } });
    expect(russian.body.result.message).toContain(String(SAVED_SEARCHES_MAX));
    expect(russian.body.result.message).toMatch(/[а-я]/);
  });
});

describe('saved-search alerts (the job) and the one-click unsubscribe', () => {
  it('one mail per search for new matches, in the investor’s language, with List-Unsubscribe; never twice; none when paused', async () => {
    // Investors of their own: the searches saved above must not add mails to the counts here.
    const [a, b] = [await verifiedInvestor('saved-alert-ru'), await verifiedInvestor('saved-alert-en')];
    await payload.update({ collection: 'investors', id: b.id, data: { locale: 'en' }, overrideAccess: true, depth: 0 });
    const search = await save(a, { name: 'Север', kind: 'sites', query: ARCTIC_QUERY });
    const other = await save(b, { name: 'North', kind: 'sites', query: ARCTIC_QUERY });
    const before = { a: mailCount(a.email), b: mailCount(b.email) };

    const fits = await publishSite('Площадка «Тура»', { areaHa: 800, electricityMw: 25 });
    const small = await publishSite('Площадка «Байкит»', { areaHa: 100, electricityMw: 25 });
    const weak = await publishSite('Площадка «Ванавара»', { areaHa: 900, electricityMw: 5 });
    const report = await runSavedSearchAlerts(payload);
    expect(report.alerts).toContainEqual({ search: search.id, items: [`production-sites:${fits.id}`] });
    expect(report.alerts).toContainEqual({ search: other.id, items: [`production-sites:${fits.id}`] });
    expect(mailCount(a.email)).toBe(before.a + 1);
    expect(mailCount(b.email)).toBe(before.b + 1);

    // Headers unfolded: nodemailer wraps a long one onto the next line.
    const raw = rawMails(a.email).at(-1)!.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/v1\/saved-search\/unsubscribe\/[0-9a-f]{64}>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const text = mailText(a.email);
    expect(text).toContain('Север');
    expect(text).toContain('Площадка «Тура»');
    expect(text).toContain(`/investicionnie-ploshadki/proizvodstvennie-ploshadki/${fits.slug}`);
    expect(text).not.toContain('Байкит');
    expect(text).not.toContain('Ванавара');
    expect(text).toContain('Здравствуйте');
    const token = tokenIn(text);
    expect(token).toBeDefined();
    expect(raw).toContain(`/api/v1/saved-search/unsubscribe/${token}>`);

    // Again: nothing new, nothing sent; a changed but already alerted site is not sent again either.
    expect((await runSavedSearchAlerts(payload)).alerts.filter((alert) => alert.search === search.id)).toEqual([]);
    await payload.update({ collection: 'production-sites', id: fits.id, data: { title: 'Площадка «Тура-2»', _status: 'published' } as never, overrideAccess: true, depth: 0 });
    await runSavedSearchAlerts(payload);
    expect(mailCount(a.email)).toBe(before.a + 1);
    const listed = await api<Paged<SavedSearch>>('GET', 'saved-search/list', as(a));
    expect(listed.body.result.items.find((s) => s.id === search.id)?.lastAlertAt).toEqual(expect.any(String));

    // A site that changes so that it now matches is new to the search: one more mail, listing only it.
    await payload.update({ collection: 'production-sites', id: weak.id, data: { utilities: { electricity: { available: true, capacity: 30 } }, _status: 'published' } as never, overrideAccess: true, depth: 0 });
    await runSavedSearchAlerts(payload);
    expect(mailCount(a.email)).toBe(before.a + 2);
    expect(mailText(a.email)).toContain('Ванавара');
    expect(mailText(a.email)).not.toContain('Тура');
    // The same link in every alert of the search.
    expect(tokenIn(mailText(a.email))).toBe(token);

    // Paused: nothing for it; the other investor's search goes on, in English, the investor's language.
    await api('PATCH', `saved-search/${search.id}`, { ...as(a), json: { paused: true } });
    await publishSite('Площадка «Ессей»', { areaHa: 1000, electricityMw: 40 });
    await runSavedSearchAlerts(payload);
    expect(mailCount(a.email)).toBe(before.a + 2);
    expect(mailCount(b.email)).toBe(before.b + 3);
    expect(mailText(b.email)).toContain('New or updated sites matching your saved search “North” have been published (1):');
    expect(mailText(b.email)).toContain('Ессей');
    expect(small.id).not.toBe(fits.id);
  });

  it('a publish queues the check once (a draft queues nothing); the queued job sends the alert', async () => {
    const user = await verifiedInvestor('saved-queue');
    await save(user, { name: 'Очередь', kind: 'sites', query: ARCTIC_QUERY });
    const pending = async () =>
      (await payload.count({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'savedSearchAlerts' } }, { completedAt: { exists: false } }] }, overrideAccess: true })).totalDocs;
    const draft = await payload.create({ collection: 'production-sites', data: { title: 'Черновик', siteType: 'greenfield', _status: 'draft' } as never, overrideAccess: true, depth: 0, draft: true });
    expect(draft).toBeDefined();
    const waitingBefore = await pending();
    await publishSite('Площадка «Тутончаны»', { areaHa: 750, electricityMw: 21 });
    await publishSite('Площадка «Суринда»', { areaHa: 760, electricityMw: 22 });
    expect(await pending()).toBe(Math.max(waitingBefore, 1));
    expect(await queueSavedSearchCheck(payload)).toBe(false);
    const { runDueJobs } = await import('@/cms/jobs/runner');
    const before = mailCount(user.email);
    await runDueJobs(payload);
    expect(mailCount(user.email)).toBe(before + 1);
    const text = mailText(user.email);
    expect(text).toContain('Тутончаны');
    expect(text).toContain('Суринда');
  });

  it('the unsubscribe token: GET only shows, POST stops that one search (idempotent), bad tokens are 404, it opens nothing else', async () => {
    const user = await verifiedInvestor('saved-unsub');
    const mine = await save(user, { name: 'Только эта', kind: 'sites', query: ARCTIC_QUERY });
    const kept = await save(user, { name: 'Другая', kind: 'events', query: '' });
    await publishSite('Площадка «Кислокан»', { areaHa: 720, electricityMw: 20 });
    await runSavedSearchAlerts(payload);
    const token = tokenIn(mailText(user.email))!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    // The token is stored only as its hash and sealed.
    const stored = (await payload.findByID({ collection: 'saved-searches', id: mine.id, depth: 0, overrideAccess: true, showHiddenFields: true })) as unknown as Record<string, unknown>;
    expect(JSON.stringify(stored)).not.toContain(token);

    // GET (a mail client's prefetch) changes nothing.
    const shown = await api<Record<string, unknown>>('GET', `saved-search/unsubscribe/${token}`, { ip: user.ip });
    expect(shown.status).toBe(200);
    expect(shown.body.result).toEqual({ name: 'Только эта', kind: 'sites', unsubscribed: false });
    expect((await payload.findByID({ collection: 'saved-searches', id: mine.id, depth: 0, overrideAccess: true })).paused).toBe(false);

    // RFC 8058's one-click POST: no login, no Origin, a form body.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const done = await api<Record<string, unknown>>('POST', `saved-search/unsubscribe/${token}`, { ip: user.ip, form, headers: { Origin: 'https://mail.example.net' } });
    expect(done.status).toBe(200);
    expect(done.body.result).toEqual({ name: 'Только эта', kind: 'sites', unsubscribed: true });
    expect((await api('POST', `saved-search/unsubscribe/${token}`, { ip: user.ip })).body.result).toMatchObject({ unsubscribed: true });

    const list = await api<Paged<SavedSearch>>('GET', 'saved-search/list', as(user as User));
    expect(list.body.result.items.find((s) => s.id === mine.id)?.paused).toBe(true);
    expect(list.body.result.items.find((s) => s.id === kept.id)?.paused).toBe(false);

    // After unsubscribing: no alert for a new matching site.
    const count = mailCount(user.email);
    await publishSite('Площадка «Ногинск»', { areaHa: 730, electricityMw: 20 });
    await runSavedSearchAlerts(payload);
    expect(mailCount(user.email)).toBe(count);

    // Single purpose: not a login.
    expect((await api('GET', 'saved-search/list', { token, ip: user.ip })).status).toBe(401);
    // Invalid and unknown tokens.
    for (const bad of ['abc', 'A'.repeat(64), '0'.repeat(64), `${token}0`, token.slice(1)]) {
      const refused = await api<{ message: string }>('POST', `saved-search/unsubscribe/${bad}`, { ip: user.ip, language: 'en' });
      expect(refused.status, bad).toBe(404);
      expect(refused.body.result.message).toBe(S.tokenNotFound);
      expect((await api('GET', `saved-search/unsubscribe/${bad}`, { ip: user.ip })).status, bad).toBe(404);
    }
    const russian = await api<{ message: string }>('GET', `saved-search/unsubscribe/${'1'.repeat(64)}`, { ip: user.ip, language: 'ru' });
    expect(russian.body.result.message).toBe('Эта ссылка для отписки недействительна.');
    // Deleting the search kills its link.
    await api('DELETE', `saved-search/${mine.id}`, as(user as User));
    expect((await api('GET', `saved-search/unsubscribe/${token}`, { ip: user.ip })).status).toBe(404);
  });

  it('an events search is alerted about a new upcoming event of its type and city, not about a past one', async () => {
    const user = await verifiedInvestor('saved-events');
    const stamp = Date.now().toString(36);
    const type = (await payload.create({ collection: 'event-types', data: { name: `Тип ${stamp}` } as never, overrideAccess: true, depth: 0 })) as unknown as { id: number; slug: string };
    const city = (await payload.create({ collection: 'event-cities', data: { name: `Город ${stamp}` } as never, overrideAccess: true, depth: 0 })) as unknown as { id: number; slug: string };
    await save(user, { name: 'Мои мероприятия', kind: 'events', query: `type=${type.slug}&city=${city.id}` });
    const event = (title: string, date: string) =>
      payload.create({ collection: 'events', data: { title, date, type: type.id, city: city.id, _status: 'published' } as never, overrideAccess: true, depth: 0 });
    await event('Инвестфорум будущего', new Date(Date.now() + 30 * 86400_000).toISOString());
    await event('Прошедший форум', new Date(Date.now() - 30 * 86400_000).toISOString());
    const before = mailCount(user.email);
    await runSavedSearchAlerts(payload);
    expect(mailCount(user.email)).toBe(before + 1);
    const text = mailText(user.email);
    expect(text).toContain('Инвестфорум будущего');
    expect(text).not.toContain('Прошедший форум');
    expect(text).toContain('/events/');
  });
});
