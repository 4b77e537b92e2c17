import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The static check behind docs/endpoints.md: which public GET of the provider API (§7 and our additions) each page
 * shows. Pure file reading — no build, no server — so it runs with the unit tests.
 */

/** A public GET, as the table names it: `/news`, `/news/{id}`, `/setting/5`, `/setting-statistic?type=arctic`. */
export type Endpoint = { name: string; mentionedIn: (source: string) => boolean };

const q = `['"\`]`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|'));

/**
 * A read of a list or a single page: the path as a string literal, not handed to ContentDetail / detailMetadata, or a
 * page global read by components/content/page-global.ts (`readPageGlobal('about-region', …)`).
 */
function literalPath(path: string): Endpoint['mentionedIn'] {
  const re = anyOf(`(?<!endpoint=)(?<!detailMetadata\\()${q}${escape(path)}${q}`, `\\breadPageGlobal\\(\\s*${q}${escape(path.slice(1))}${q}`);
  return (source) => re.test(source);
}

/**
 * An item read `<base>/{id}`: a template literal `` `<base>/${…}` ``, or the base handed to ContentDetail
 * (`endpoint="/news"`) or detailMetadata (`detailMetadata('/news', …)`), which append the id.
 */
function itemPath(base: string): Endpoint['mentionedIn'] {
  const re = anyOf(`\`${escape(base)}/\\$\\{`, `(endpoint=|detailMetadata\\()${q}${escape(base)}${q}`);
  return (source) => re.test(source);
}

/** `/setting/{n}`: RoutePage's `setting={n}`, `readSetting(n, …)` or the path itself. */
function settingNumber(n: number): Endpoint['mentionedIn'] {
  const re = anyOf(`\\bsetting=\\{\\s*${n}\\s*\\}`, `\\breadSetting\\(\\s*${n}\\s*[,)]`, `${q}/setting/${n}${q}`);
  return (source) => re.test(source);
}

/** `/setting-statistic?type=…`: the type given to a `type` prop or option, or in the query string. */
function statisticType(type: string): Endpoint['mentionedIn'] {
  const re = anyOf(`\\btype\\s*[=:]\\s*\\{?\\s*${q}${escape(type)}${q}`, `[?&]type=${escape(type)}\\b`);
  return (source) => re.test(source);
}

/**
 * A read whose last segment is chosen by a key (`/setting-file/gchp`, `/calculator/okved`): the whole path as a
 * literal, or a template `` `<base>/${…}` `` somewhere in the page's modules and the key as a literal.
 */
function keyedPath(base: string, key: string, itemOfKey = false): Endpoint['mentionedIn'] {
  const path = `${base}/${key}`;
  const whole = itemOfKey ? new RegExp(`\`${escape(path)}/\\$\\{`) : new RegExp(`${q}${escape(path)}${q}`);
  const template = itemOfKey ? new RegExp(`\`${escape(base)}/\\$\\{[^}]+\\}/\\$\\{`) : new RegExp(`\`${escape(base)}/\\$\\{`);
  const literal = new RegExp(`${q}${escape(key)}${q}`);
  return (source) => whole.test(source) || (template.test(source) && literal.test(source));
}

export type Expansions = {
  /** `/setting/{n}` numbers used by the portal (§7: 0–7, 9–15, 17–31). */
  settingKeys: readonly number[];
  statisticTypes: readonly string[];
  settingFileKeys: readonly string[];
  supportGroups: readonly string[];
  calculatorDictionaries: readonly string[];
};

/** Route files of app/api/v1 that answer GET, as `/news/[id]`. */
export function apiGetRoutes(root: string): Array<{ route: string; source: string }> {
  const base = join(root, 'app/api/v1');
  return walk(base)
    .filter((file) => file.endsWith(`${sep}route.ts`))
    .map((file) => ({ route: `/${relative(base, dirname(file)).split(sep).join('/')}`, source: readFileSync(file, 'utf8') }))
    // `export const { GET, … } = methodNotAllowed([…])` answers 405: only a GET of its own counts.
    .filter(({ source }) => /export\s+(const\s+GET\b|(async\s+)?function\s+GET\b)/.test(source));
}

/** A GET built by the content API's factories (lib/server/content/routes.ts), which never ask who calls. */
export function isContentRoute(source: string): boolean {
  return /export\s+const\s+GET\s*=\s*(listRoute|detailRoute|globalRoute)\(/.test(source);
}

/** The public GETs a page must show, one per setting number, statistic type, file key, group and dictionary. */
export function expandEndpoints(routes: readonly string[], x: Expansions): Endpoint[] {
  const out: Endpoint[] = [];
  for (const route of routes) {
    if (route === '/setting/[key]') {
      out.push(...x.settingKeys.map((n) => ({ name: `/setting/${n}`, mentionedIn: settingNumber(n) })));
    } else if (route === '/setting-statistic') {
      out.push(...x.statisticTypes.map((type) => ({ name: `/setting-statistic?type=${type}`, mentionedIn: statisticType(type) })));
    } else if (route === '/setting-file/[key]') {
      out.push(...x.settingFileKeys.map((key) => ({ name: `/setting-file/${key}`, mentionedIn: keyedPath('/setting-file', key) })));
    } else if (route === '/support-measures/[group]') {
      out.push(...x.supportGroups.map((g) => ({ name: `/support-measures/${g}`, mentionedIn: keyedPath('/support-measures', g) })));
    } else if (route === '/support-measures/[group]/[id]') {
      out.push(...x.supportGroups.map((g) => ({ name: `/support-measures/${g}/{id}`, mentionedIn: keyedPath('/support-measures', g, true) })));
    } else if (route === '/calculator/[dictionary]') {
      out.push(...x.calculatorDictionaries.map((d) => ({ name: `/calculator/${d}`, mentionedIn: keyedPath('/calculator', d) })));
    } else if (/\/\[[^\]]+\]$/.test(route) && !/\[.*\].*\//.test(route)) {
      const itemBase = route.replace(/\/\[[^\]]+\]$/, '');
      out.push({ name: `${itemBase}/{id}`, mentionedIn: itemPath(itemBase) });
    } else {
      out.push({ name: route, mentionedIn: literalPath(route) });
    }
  }
  return out;
}

/** Rows of the table in docs/endpoints.md: `| \`/news\` | \`app/…/page.tsx\`, \`…\` |`. */
export function parseCoverageTable(markdown: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !line.trim().startsWith('|')) continue;
    const endpoint = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!endpoint) continue;
    const pages = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    rows.set(endpoint, [...(rows.get(endpoint) ?? []), ...pages]);
  }
  return rows;
}

/** Comments are not a mention: `// GET /news` proves nothing. */
export function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const FOLLOWED = ['app/', 'features/', 'components/'];
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(root: string, from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = join(dirname(from), spec);
  else return undefined;
  if (!FOLLOWED.some((folder) => relative(root, base).split(sep).join('/').startsWith(folder))) return undefined;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The file and every module it imports, transitively, within app/, features/ and components/. */
export function importClosure(root: string, entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = [join(root, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    seen.set(file, source);
    for (const match of source.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const resolved = resolveImport(root, file, (match[1] ?? match[2])!);
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}

/** The code of a page and of every module it imports (app/, features/, components/), comments left out, as one text. */
export function closureCode(root: string, page: string, expand: (code: string) => string = () => ''): string {
  const code = [...importClosure(root, page).values()].map(stripComments).join('\n');
  return `${code}\n${expand(code)}`;
}

/** The files that can show an endpoint: every page of app/(site) and the metadata routes beside them. */
export function pageFiles(root: string): string[] {
  const pages = walk(join(root, 'app/(site)')).filter((file) => file.endsWith(`${sep}page.tsx`));
  const metadataRoutes = ['app/sitemap.ts', 'app/robots.ts'].map((file) => join(root, file)).filter((file) => existsSync(file));
  return [...pages, ...metadataRoutes].map((file) => relative(root, file).split(sep).join('/')).sort();
}

/**
 * Table rows, ready to paste, for endpoints that have none: the pages that read each of them today (an endpoint no
 * page reads gets a row with no page, which the check rejects until a page shows it).
 */
export function suggestRows(root: string, missing: readonly Endpoint[], expand?: (code: string) => string): string[] {
  const pages = pageFiles(root).map((page) => ({ page, code: closureCode(root, page, expand) }));
  return missing.map((endpoint) => {
    const readers = pages.filter(({ code }) => endpoint.mentionedIn(code)).map(({ page }) => `\`${page}\``);
    return `| \`${endpoint.name}\` | ${readers.join(', ')} |`;
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
