import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_FILE_KEYS, STATISTIC_TYPES } from '@/lib/content-keys';
import { SUPPORT_GROUPS, SUPPORT_PAGES } from '@/lib/support-measures';
import {
  apiGetRoutes,
  closureCode,
  expandEndpoints,
  importClosure,
  isContentRoute,
  parseCoverageTable,
  stripComments,
  suggestRows,
  type Endpoint,
} from './endpoint-coverage';

/**
 * Every public GET of the provider API feeds a page: docs/endpoints.md says where, and this test holds the
 * table to the code. It fails when an endpoint (each setting number, statistic type, file key, support-measure group
 * and calculator dictionary) has no row, when a row names an endpoint that does not exist, and when a row names a page
 * whose own source — or a module of app/, features/ or components/ it imports — does not read that endpoint.
 */
const root = join(import.meta.dirname, '../..');
const TABLE = 'docs/endpoints.md';

/** §7: "/setting/{n} for n = 0-7, 9-15, 17-31" (8 and 16 do not exist). */
const SETTING_KEYS = Array.from({ length: 32 }, (_, n) => n).filter((n) => n !== 8 && n !== 16);

/** Public GETs of our own that are not built by the content factories. */
const OTHER_PUBLIC = new Set(['/study-materials', '/sitemap', '/statistics/responses', '/open-data', '/search', '/openapi.json', '/site-match']);

/** GETs that feed no public page by design, and why. */
const NOT_SHOWN: Record<string, string> = {
  '/health': 'liveness and database readiness together, for the e2e harness',
  '/health/live': 'liveness for the reverse proxy (the process answers)',
  '/health/ready': 'readiness for the reverse proxy (the database answers)',
  '/user/info': "the investor's own account (bearer)",
  '/user/avatar': "the investor's own picture (bearer)",
  '/auth/logout': 'ends the session (bearer)',
  '/collection/list': "the investor's favourite folders (bearer)",
  '/collection/[id]/list': "one of the investor's folders (bearer)",
  '/collection/saved': "which of the investor's folders hold a page (bearer)",
  '/saved-search/list': "the investor's saved searches (bearer)",
  '/saved-search/unsubscribe/[token]': "which saved search a mailed unsubscribe link stops (the link's holder only)",
  '/request/list': "the investor's submissions (bearer)",
  '/request/[id]/passport': "a submission's passport (bearer)",
  '/request/[id]/thread': "the conversation of the investor's submission (bearer)",
  '/message/list': "the investor's appeals (bearer)",
  '/message/[id]/thread': "the conversation of the investor's appeal (bearer)",
  '/file/[id]': 'private attachments, to their owner or staff',
  '/proizvodstvennie-ploshadki/[id]/passport.pdf': "a site's passport PDF, linked from the site's page (not read by a page)",
  '/open-data/sites.geojson': 'an open-data file, linked from /open-data (not read by a page)',
  '/open-data/sites.csv': 'an open-data file, linked from /open-data (not read by a page)',
  '/open-data/zones.geojson': 'an open-data file, linked from /open-data (not read by a page)',
  '/open-data/projects.csv': 'an open-data file, linked from /open-data (not read by a page)',
  '/open-data/support-measures.csv': 'an open-data file, linked from /open-data (not read by a page)',
};

/** The dictionaries of GET /calculator/{name}, read from the API's own table (that module is server-only). */
function calculatorDictionaries(): string[] {
  const source = readFileSync(join(root, 'lib/server/content/endpoints.ts'), 'utf8');
  const block = /CALCULATOR_DICTIONARIES\s*=\s*\{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*'?([a-z-]+)'?\s*:/gm)].map((m) => m[1]!);
}

/**
 * Reads declared in a table of lib/ rather than in the page (the walk does not enter lib/): the support pages pass their
 * route key to SupportPage, and lib/support-measures.ts says which setting and group it shows.
 */
function tableReads(code: string): string {
  return SUPPORT_PAGES.filter((page) => new RegExp(`route="${page.route}"`).test(code))
    .map((page) => [page.setting === null ? '' : `setting={${page.setting}}`, page.group ? `'${page.group}'` : ''].join(' '))
    .join('\n');
}

const routes = apiGetRoutes(root);
const publicRoutes = routes.filter(({ route, source }) => isContentRoute(source) || OTHER_PUBLIC.has(route)).map((r) => r.route);
const endpoints = expandEndpoints(publicRoutes, {
  settingKeys: SETTING_KEYS,
  statisticTypes: STATISTIC_TYPES,
  settingFileKeys: SETTING_FILE_KEYS,
  supportGroups: SUPPORT_GROUPS,
  calculatorDictionaries: calculatorDictionaries(),
});
const table = parseCoverageTable(readFileSync(join(root, TABLE), 'utf8'));

describe(`public GET endpoints and the pages that show them (${TABLE})`, () => {
  it('finds the API routes and expands their keys', () => {
    expect(publicRoutes).toContain('/news');
    expect(publicRoutes).not.toContain('/user/info');
    expect(calculatorDictionaries()).toContain('okved');
    const names = endpoints.map((e) => e.name);
    expect(names).toContain('/setting/31');
    expect(names).not.toContain('/setting/8');
    expect(names).toContain('/setting-statistic?type=banner_index');
    expect(names).toContain('/setting-file/gchp');
    expect(names).toContain('/support-measures/project-support/{id}');
    expect(names).toContain('/invest-project-type/{id}');
  });

  it('knows of every GET route whether a page must show it', () => {
    const unclassified = routes.filter((r) => !publicRoutes.includes(r.route) && !NOT_SHOWN[r.route]).map((r) => r.route);
    expect(unclassified, 'GET routes that are neither content nor listed in NOT_SHOWN: classify them').toEqual([]);
    expect(Object.keys(NOT_SHOWN).filter((route) => !routes.some((r) => r.route === route))).toEqual([]);
  });

  it('has a row for every endpoint', () => {
    const missing = endpoints.filter((e) => !table.has(e.name));
    const rows = missing.length ? suggestRows(root, missing, tableReads) : [];
    expect(
      missing.map((e) => e.name),
      `No row in ${TABLE} for these endpoints. The pages that read each today (an empty cell: no page shows it yet):\n${rows.join('\n')}\n`,
    ).toEqual([]);
  });

  it('names only endpoints that exist', () => {
    const known = new Set(endpoints.map((e) => e.name));
    expect([...table.keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  it('names at least one existing page for every endpoint in its table', () => {
    const bad = [...table].flatMap(([name, pages]) =>
      pages.length === 0 ? [`${name}: no page`] : pages.filter((p) => !existsSync(join(root, p))).map((p) => `${name}: ${p} does not exist`),
    );
    expect(bad).toEqual([]);
  });

  it('names pages that really read the endpoint (in their source or the modules they import)', () => {
    const byName = new Map<string, Endpoint>(endpoints.map((e) => [e.name, e]));
    const codes = new Map<string, string>();
    const codeOf = (page: string) => {
      if (!codes.has(page)) codes.set(page, closureCode(root, page, tableReads));
      return codes.get(page)!;
    };
    const wrong = [...table].flatMap(([name, pages]) => {
      const endpoint = byName.get(name);
      if (!endpoint) return [];
      return pages
        .filter((page) => existsSync(join(root, page)) && !endpoint.mentionedIn(codeOf(page)))
        .map((page) => `${name}: ${page} does not read it`);
    });
    expect(wrong, `Rows of ${TABLE} whose page does not read the endpoint:\n  ${wrong.join('\n  ')}\n`).toEqual([]);
  });
});

describe('the static check itself', () => {
  const byName = (name: string) => endpoints.find((e) => e.name === name)!;

  it('tells a list read from an item read', () => {
    expect(byName('/news').mentionedIn("serverGet('/news', { locale })")).toBe(true);
    expect(byName('/news').mentionedIn("serverGet('/news-archive', { locale })")).toBe(false);
    expect(byName('/news/{id}').mentionedIn('serverGet(`/news/${slug}`, o)')).toBe(true);
    expect(byName('/news/{id}').mentionedIn('<ContentDetail endpoint="/news" id={slug} />')).toBe(true);
    expect(byName('/news/{id}').mentionedIn("serverGet('/news', o)")).toBe(false);
    expect(byName('/news').mentionedIn('<ContentDetail endpoint="/news" id={slug} />')).toBe(false);
    expect(byName('/news').mentionedIn("export const generateMetadata = detailMetadata('/news', 'news');")).toBe(false);
  });

  it('needs the setting number itself', () => {
    expect(byName('/setting/5').mentionedIn('<RoutePage routeKey="zoneSez" setting={5}>')).toBe(true);
    expect(byName('/setting/5').mentionedIn('await readSetting(5, locale)')).toBe(true);
    expect(byName('/setting/5').mentionedIn('<RoutePage setting={15}>')).toBe(false);
  });

  it('needs the statistic type, file key or dictionary as the value read', () => {
    expect(byName('/setting-statistic?type=arctic').mentionedIn('<Statistics type="arctic" locale={locale} />')).toBe(true);
    expect(byName('/setting-statistic?type=arctic').mentionedIn("const zone = 'arctic';")).toBe(false);
    expect(byName('/setting-file/gchp').mentionedIn("readSettingFile('gchp')\nserverGet(`/setting-file/${key}`)")).toBe(true);
    expect(byName('/setting-file/gchp').mentionedIn("<Link href={'gchp'} />")).toBe(false);
    expect(byName('/calculator/okved').mentionedIn("register('okved')")).toBe(false);
    expect(byName('/calculator/okved').mentionedIn("serverGet('/calculator/okved', o)")).toBe(true);
    expect(byName('/support-measures/project-support/{id}').mentionedIn('get(`/support-measures/project-support/${id}`)')).toBe(true);
    expect(byName('/support-measures/project-support/{id}').mentionedIn("get('/support-measures/project-support')")).toBe(false);
  });

  it('ignores comments', () => {
    expect(byName('/faq').mentionedIn(stripComments("// serverGet('/faq')\nconst x = 1;"))).toBe(false);
    expect(byName('/faq').mentionedIn(stripComments("const url = 'https://x.org'; serverGet('/faq')"))).toBe(true);
  });

  it('follows imports into features and components, not into lib', () => {
    const closure = [...importClosure(root, 'app/(site)/[locale]/news/[slug]/page.tsx').keys()].map((f) => f.slice(root.length + 1));
    expect(closure).toContain('components/page/content-detail.tsx');
    expect(closure.some((f) => f.startsWith('features/news/'))).toBe(true);
    expect(closure.some((f) => f.startsWith('lib/'))).toBe(false);
  });

  it('parses the rows of the table', () => {
    const rows = parseCoverageTable('| Endpoint | Pages |\n|---|---|\n| `/faq` | `app/a.tsx`, `app/b.tsx` |\n| `/news` | |\n');
    expect([...rows]).toEqual([
      ['/faq', ['app/a.tsx', 'app/b.tsx']],
      ['/news', []],
    ]);
  });
});
