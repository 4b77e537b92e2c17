import { beforeAll, describe, expect, it } from 'vitest';
import * as siteMatch from '@/app/api/v1/site-match/route';
import * as siteList from '@/app/api/v1/proizvodstvennie-ploshadki/route';
import { payloadClient } from '@/lib/server/payload';
import { matchQuerySchema } from '@/lib/sites/match-query';
import { matchSites, type Miss } from '@/lib/sites/matching';
import { siteFactsOf } from '@/lib/sites/facts';
import type { SiteDto } from '@/lib/sites/site-dto';
import type { Paged, RequestItem } from '@/lib/submissions/types';
import { api, verifiedInvestor } from './auth-helpers';
import { call, getList } from './helpers';
import { form } from './submissions-helpers';
import en from '@/messages/en.json';
import { keepContentAsFound } from './helpers';

// The suite shares one database: the sites these tests publish are removed afterwards.
keepContentAsFound(['production-sites']);

/**
 * GET /site-match on a real database (SQLite and PostgreSQL): the published sites ranked by the one rule of
 * lib/sites/matching.ts, what each meets and misses in the requirement's units, the 422s of a bad query; and
 * POST /request/create with the site a project is for.
 */
type Match = { site: SiteDto; score: number; meets: string[]; misses: Miss[] };
type Matches = { items: Match[]; totalCount: number };

async function match(query: string, language = 'ru') {
  const { status, body } = await call<Matches>(siteMatch.GET, `site-match${query ? `?${query}` : ''}`, { language });
  return { status, result: body.result, success: body.success };
}

async function matched(query: string, language = 'ru'): Promise<Matches> {
  const answer = await match(query, language);
  expect(answer.status, JSON.stringify(answer.result).slice(0, 300)).toBe(200);
  expect(answer.success).toBe(true);
  return answer.result;
}

type SiteData = { title: string; areaHa: number; electricityMw: number | null; electricity?: boolean; rail?: boolean; status?: 'published' | 'draft' };

/** A site in Turukhansky district (no seeded site is there), so the municipality requirement picks only these. */
async function createSite({ title, areaHa, electricityMw, electricity = true, rail = false, status = 'published' }: SiteData) {
  const payload = await payloadClient();
  const doc = await payload.create({
    collection: 'production-sites',
    data: {
      title,
      siteType: 'greenfield',
      municipality: 'turukhansky',
      regime: 'arctic',
      areaHa,
      utilities: {
        electricity: { available: electricity, capacity: electricityMw, voltageKv: 35, source: 'Россети Сибирь', verifiedAt: '2026-09-01' },
        rail: { available: rail, source: 'РЖД', verifiedAt: '2026-09-01' },
      },
      _status: status,
    } as never,
    overrideAccess: true,
    depth: 0,
  });
  return doc as unknown as { id: number; slug: string };
}

let big: { id: number; slug: string };
let small: { id: number; slug: string };
let unknownPower: { id: number; slug: string };
let draft: { id: number; slug: string };

beforeAll(async () => {
  big = await createSite({ title: 'Туруханск — большая площадка', areaHa: 120, electricityMw: 12, rail: true });
  small = await createSite({ title: 'Туруханск — малая площадка', areaHa: 30, electricityMw: 6.5 });
  unknownPower = await createSite({ title: 'Туруханск — без данных о мощности', areaHa: 80, electricityMw: null });
  draft = await createSite({ title: 'Туруханск — черновик', areaHa: 500, electricityMw: 100, rail: true, status: 'draft' });
});

const ours = (result: Matches) => result.items.filter((item) => item.site.municipality?.value === 'turukhansky' || [big.id, small.id, unknownPower.id].includes(item.site.id));

describe('GET /site-match', () => {
  it('with no requirement lists every published site (as the sites list gives them), each scoring 100', async () => {
    const result = await matched('');
    const list = await getList(siteList.GET, 'proizvodstvennie-ploshadki?limit=100');
    expect(result.totalCount).toBe(list.totalCount);
    expect(result.items.map((item) => item.site.id).sort((a, b) => a - b)).toEqual(list.items.map((item) => item.id).sort((a, b) => a - b));
    expect(result.items.every((item) => item.score === 100 && item.meets.length === 0 && item.misses.length === 0)).toBe(true);
    expect(result.items.map((item) => item.site.id)).not.toContain(draft.id);
    const listed = list.items.find((item) => item.id === big.id)!;
    expect(result.items.find((item) => item.site.id === big.id)!.site).toEqual(listed);
  });

  it('ranks by the shared rule: the same order, scores, meets and misses as lib/sites/matching.ts on the listed sites', async () => {
    const query = 'areaHa=50&electricityMw=10&rail=1&municipality=turukhansky';
    const result = await matched(query);
    const list = await getList(siteList.GET, 'proizvodstvennie-ploshadki?limit=100');
    const expected = matchSites((list.items as unknown as SiteDto[]).map(siteFactsOf), matchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    expect(result.items.map((item) => [item.site.id, item.score, item.meets, item.misses])).toEqual(
      expected.items.map((item) => [item.site.id, item.score, item.meets, item.misses]),
    );
    expect(result.items[0]!.site.id).toBe(big.id);
    expect(result.items[0]).toMatchObject({ score: 100, meets: ['area', 'electricity', 'rail', 'municipality'], misses: [] });
  });

  it('says what a site misses and by how much, in the requirement’s unit; a site without the figure ranks below one that meets it', async () => {
    const result = ours(await matched('electricityMw=10&municipality=turukhansky'));
    expect(result.map((item) => item.site.id)).toEqual([big.id, small.id, unknownPower.id]);
    expect(result[1]!.misses).toEqual([{ key: 'electricity', reason: 'short', need: 10, have: 6.5, shortfall: 3.5, unit: 'MW' }]);
    expect(result[1]!.score).toBe(83); // (0.65 + 1) / 2
    expect(result[2]!.misses).toEqual([{ key: 'electricity', reason: 'unknown', need: 10, have: null, shortfall: null, unit: 'MW' }]);
    expect(result[2]!.score).toBe(50);
  });

  it('each requirement alone reorders the sites: area, rail', async () => {
    const byArea = ours(await matched('areaHa=100&municipality=turukhansky')).map((item) => item.site.id);
    expect(byArea[0]).toBe(big.id);
    const byPower = ours(await matched('electricityMw=6&municipality=turukhansky')).map((item) => item.site.id);
    expect(byPower.slice(0, 2).sort()).toEqual([big.id, small.id].sort());
    const byRail = ours(await matched('rail=1&municipality=turukhansky'));
    expect(byRail[0]!.site.id).toBe(big.id);
    expect(byRail.find((item) => item.site.id === small.id)!.misses).toEqual([{ key: 'rail', reason: 'absent', need: true, have: false, shortfall: null, unit: null }]);
  });

  it('a site elsewhere misses the municipality with its own; labels come in the caller’s language', async () => {
    const result = await matched('municipality=turukhansky', 'en');
    const elsewhere = result.items.find((item) => item.site.municipality && item.site.municipality.value !== 'turukhansky');
    if (elsewhere) expect(elsewhere.misses).toEqual([{ key: 'municipality', reason: 'different', need: 'turukhansky', have: elsewhere.site.municipality!.value, shortfall: null, unit: null }]);
    const mine = result.items.find((item) => item.site.id === big.id)!;
    expect(mine.site.municipality!.value).toBe('turukhansky');
    expect(mine.site.municipality!.label).toBe(en.siteFacts.municipality.turukhansky);
  });

  it.each([
    ['electricity=5', 'message', 'Unknown parameter: electricity.'],
    ['areaHa=5&page=2', 'message', 'Unknown parameter: page.'],
    ['electricityMw=abc', 'electricityMw', 'Must be a positive number, written with a dot for decimals (e.g. 3.5).'],
    ['electricityMw=-1', 'electricityMw', 'Must be a positive number, written with a dot for decimals (e.g. 3.5).'],
    ['electricityMw=3,5', 'electricityMw', 'Must be a positive number, written with a dot for decimals (e.g. 3.5).'],
    ['gasM3h=0', 'gasM3h', 'Must be a positive number, written with a dot for decimals (e.g. 3.5).'],
    ['heatGcalh=1e3', 'heatGcalh', 'Must be a positive number, written with a dot for decimals (e.g. 3.5).'],
    ['areaHa=100001', 'areaHa', 'Must be at most 100000.'],
    ['rail=yes', 'rail', 'Rail must be 1 (a siding is required) or absent.'],
    ['regime=offshore', 'regime', 'Regime must be one of: sez, tor, arctic, cluster, none.'],
    ['municipality=moscow', 'municipality', 'Municipality must be a municipality key of the Krasnoyarsk krai.'],
  ])('422 for %s', async (query, field, message) => {
    const { status, result, success } = await match(query);
    expect(status).toBe(422);
    expect(success).toBe(false);
    expect(result).toEqual({ [field]: [message] });
  });

  it('answers GET only', async () => {
    const response = await siteMatch.POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });
});

describe('POST /request/create with a site', () => {
  const guest = { title: 'Лесопильный завод', description: 'Нужна площадка у железной дороги', name: 'Иван Петров', email: 'site.guest@example.org', phone: '+7 391 200-00-00', consent: 'true' };

  it('records the published site the project is for, and the item carries it (titled in the caller’s language)', async () => {
    const user = await verifiedInvestor('site-requester');
    const sent = await api<RequestItem>('POST', 'request/create', { token: user.token, form: form({ title: 'Проект на площадке', description: '', site: String(big.id) }) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.result.site).toEqual({ id: big.id, slug: big.slug, title: 'Туруханск — большая площадка' });
    const payload = await payloadClient();
    const stored = await payload.findByID({ collection: 'requests', id: sent.body.result.id, depth: 0, overrideAccess: true });
    expect(stored.site).toBe(big.id);
    const list = await api<Paged<RequestItem>>('GET', 'request/list', { token: user.token });
    expect(list.body.result.items[0]!.site).toEqual({ id: big.id, slug: big.slug, title: 'Туруханск — большая площадка' });
  });

  it('a guest may name the site too; without one the item has none', async () => {
    const withSite = await api<RequestItem>('POST', 'request/create', { form: form({ ...guest, site: String(small.id) }) });
    expect(withSite.status, JSON.stringify(withSite.body)).toBe(200);
    expect(withSite.body.result.site).toMatchObject({ id: small.id, slug: small.slug });
    const without = await api<RequestItem>('POST', 'request/create', { form: form({ ...guest, email: 'no.site@example.org', site: '' }) });
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(without.body.result.site).toBeNull();
  });

  it.each([
    ['a draft site', () => String(draft.id)],
    ['a site that does not exist', () => '2147483000'],
    ['a slug instead of an id', () => big.slug],
    ['not a number', () => 'abc'],
  ])('422 site for %s, and nothing is stored', async (_name, site) => {
    const payload = await payloadClient();
    const before = (await payload.count({ collection: 'requests', overrideAccess: true })).totalDocs;
    const { status, body } = await api<Record<string, string[]>>('POST', 'request/create', { form: form({ ...guest, email: 'bad.site@example.org', site: site() }) });
    expect(status).toBe(422);
    expect(body.result).toEqual({ site: ['The site must be a published production site.'] });
    expect((await payload.count({ collection: 'requests', overrideAccess: true })).totalDocs).toBe(before);
  });
});
