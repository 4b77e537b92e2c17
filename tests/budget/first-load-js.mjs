/**
 * The first-load JavaScript budget: what each portal page makes a browser download before it is interactive, read
 * from a production build's own manifests (sizes, never times), and how much of it the project adds to a blank Next
 * page of the same version.
 *
 * A page's first load is the framework's root scripts (`build-manifest.json` → `rootMainFiles`) and every chunk its
 * route tree names in `server/app/<route>/page_client-reference-manifest.js` (`entryJSFiles`: the layouts, the page,
 * the error and not-found boundaries, not the separate root of unmatched URLs, `app/global-not-found`) — the same set of `<script src>` the page's HTML carries, each counted once and
 * gzip-compressed (level 6, as nginx and Next send them). Chunks loaded on demand (`import()`: the map library,
 * web-vitals, dialogs) are not in it.
 *
 * Plain JavaScript: `npm run bench` (Node, no build step) and the Vitest tests import the same module.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/**
 * A blank Next App Router page (one `<h1>`, no dependencies) of this Next version, built the way the portal is
 * (Turbopack, production), measured by this module. `npm run bench:weight` builds that blank app in the same run and
 * prints its figure beside this one; when Next is upgraded the budget test fails until the floor is measured again.
 */
export const FLOOR = { next: '16.4.6', kb: 131.7 };

/** What each kind of page may add to the floor, in KB gzip. */
export const BUDGET_KB = { content: 20, form: 60 };

/**
 * Pages whose form is the page (on their first load, not behind a button): they may carry the form's code, its
 * validation and the API client. Paths without the language prefix; a `*` segment is any value.
 */
export const FORM_PAGES = ['/event-registration', '/passport', '/passport/*', '/profile', '/reset-password/*'];

/**
 * Pages that are over their budget, each with the excess it may not grow past (the last measured excess plus 1 KB,
 * rounded up to a whole KB; lowered whenever the shared script is cut, never raised): the test fails when one grows,
 * while the script the header, menus, panel and providers ship to every page is cut down to the budget. A page leaves this table once it is within its budget (the bench says which
 * can leave); the table is empty when the budget holds everywhere.
 */
/** @type {Record<string, number>} */
export const INTERIM_CEILING_KB = {};

/**
 * The route of a page file in the app router (`/(site)/[locale]/news/[slug]/page`) as the address a visitor sees,
 * without groups or the language (`/news/*`); null for routes that are not the portal's pages (the back office).
 */
export function publicPath(appRoute) {
  const segments = appRoute.replace(/\/page$/, '').split('/').filter(Boolean);
  if (segments[0] !== '(site)' || segments[1] !== '[locale]') return null;
  const rest = segments.slice(2).filter((segment) => !/^\(.*\)$/.test(segment)).map((segment) => (/^\[.*\]$/.test(segment) ? '*' : segment));
  return `/${rest.join('/')}`;
}

/** `content` or `form`, for a public path as `publicPath` writes it. */
export function kindOf(pagePath) {
  const matches = (pattern) => {
    const a = pattern.split('/');
    const b = pagePath.split('/');
    return a.length === b.length && a.every((segment, i) => segment === '*' || segment === b[i]);
  };
  return FORM_PAGES.some(matches) ? 'form' : 'content';
}

/**
 * The excess a page may have over the floor: its kind's budget, or its interim ceiling while it is over that.
 * @param {string} pagePath
 * @param {Record<string, number>} [ceilings]
 */
export function allowedExcessKb(pagePath, ceilings = INTERIM_CEILING_KB) {
  return ceilings[pagePath] ?? BUDGET_KB[kindOf(pagePath)];
}

/** Every `page_client-reference-manifest.js` under the build's server/app folder. */
function manifestFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifestFiles(full);
    return entry.name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

/** Runs a client reference manifest (a script that assigns `globalThis.__RSC_MANIFEST[route]`) in a sandbox. */
function readClientManifest(file) {
  const sandbox = { __RSC_MANIFEST: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { timeout: 5000 });
  return Object.entries(sandbox.__RSC_MANIFEST);
}

const GLOBAL_NOT_FOUND = /^\[project\]\/app\/global-not-found$/;

/** `[project]/components/layout/header.tsx <module evaluation>` → `components/layout/header.tsx`. */
const moduleName = (key) => key.replace(/^\[project\]\//, '').replace(/\s*<[^>]*>$/, '').replace(/#.*$/, '');

/**
 * Each page route of the build in `distDir` with its first-load chunks, the route's segments that load each chunk
 * (`app/(site)/[locale]/layout`, the page) and the names of its client modules by module id (the `'use client'` files
 * and Next's own: a production chunk carries ids, never names).
 */
export function readBuild(distDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const root = buildManifest.rootMainFiles ?? [];
  const routes = [];
  for (const file of manifestFiles(path.join(distDir, 'server', 'app'))) {
    for (const [appRoute, manifest] of readClientManifest(file)) {
      const chunks = new Set(root);
      /** @type {Map<string, Set<string>>} chunk → the route's segments that load it */
      const entriesOf = new Map();
      for (const [entry, list] of Object.entries(manifest.entryJSFiles ?? {})) {
        // The root of URLs no route matches (app/global-not-found.tsx) is a page of its own: its chunks are not in
        // this page's HTML, though its manifest lists them.
        if (GLOBAL_NOT_FOUND.test(entry)) continue;
        for (const chunk of list) {
          chunks.add(chunk);
          if (!entriesOf.has(chunk)) entriesOf.set(chunk, new Set());
          entriesOf.get(chunk).add(moduleName(entry));
        }
      }
      /** @type {Map<string, string>} module id → the client module's name */
      const names = new Map();
      for (const [key, entry] of Object.entries(manifest.clientModules ?? {})) if (entry.id !== undefined) names.set(String(entry.id), moduleName(key));
      routes.push({ appRoute, chunks: [...chunks], entriesOf, names });
    }
  }
  return { root, routes };
}

/**
 * The modules a chunk defines, by id, with the size of each one's code: a Turbopack chunk is one
 * `TURBOPACK.push([script, id, factory, id, factory, …])`, run here in a sandbox that only collects it (no factory is
 * called). Empty for the framework's runtime chunks and anything else of another shape.
 */
export function chunkModules(file) {
  const sandbox = { TURBOPACK: [], document: undefined };
  sandbox.globalThis = sandbox;
  try {
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { timeout: 5000 });
  } catch {
    return [];
  }
  const modules = [];
  for (const pushed of sandbox.TURBOPACK) {
    if (!Array.isArray(pushed)) continue;
    for (let i = 1; i < pushed.length - 1; i += 1) {
      if (typeof pushed[i] === 'number' && typeof pushed[i + 1] === 'function') modules.push({ id: String(pushed[i]), bytes: String(pushed[i + 1]).length });
    }
  }
  return modules;
}

/** The gzip KB of each file, read once per build folder. */
function sizer(distDir) {
  const sizes = new Map();
  return (chunk) => {
    if (!sizes.has(chunk)) {
      const file = path.join(distDir, chunk.replace(/^\/?_next\//, ''));
      sizes.set(chunk, fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length / 1024 : 0);
    }
    return sizes.get(chunk);
  };
}

/**
 * The first-load JavaScript of every portal page of a build: gzip KB, the excess over `floorKb`, what it may add
 * (its budget, or its line of `ceilings`), and the chunks beyond the framework's root scripts, largest first, each
 * with the modules it holds.
 * @param {string} distDir
 * @param {number} [floorKb]
 * @param {Record<string, number>} [ceilings]
 */
export function measureBuild(distDir, floorKb = FLOOR.kb, ceilings = INTERIM_CEILING_KB) {
  const { root, routes } = readBuild(distDir);
  const kb = sizer(distDir);
  const rootSet = new Set(root);
  const definedIn = new Map();
  const modulesIn = (chunk) => {
    if (!definedIn.has(chunk)) definedIn.set(chunk, chunkModules(path.join(distDir, chunk.replace(/^\/?_next\//, ''))));
    return definedIn.get(chunk);
  };
  const pages = [];
  for (const { appRoute, chunks, entriesOf, names } of routes) {
    const pagePath = publicPath(appRoute);
    if (pagePath === null) continue;
    const totalKb = chunks.reduce((sum, chunk) => sum + kb(chunk), 0);
    const own = chunks
      .filter((chunk) => !rootSet.has(chunk))
      .map((chunk) => ({ chunk, kb: kb(chunk), entries: [...(entriesOf.get(chunk) ?? [])].sort(), modules: namedModules(modulesIn(chunk), names) }))
      .sort((a, b) => b.kb - a.kb);
    pages.push({
      path: pagePath,
      kind: kindOf(pagePath),
      totalKb,
      excessKb: totalKb - floorKb,
      budgetKb: BUDGET_KB[kindOf(pagePath)],
      allowedKb: allowedExcessKb(pagePath, ceilings),
      chunks: own,
    });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * A chunk's modules, largest first, as `{ name, kb }` (KB of code before compression): client modules by their
 * name, the others (libraries, helpers: the build keeps no name for them) added up as one `other modules` entry.
 */
function namedModules(defined, names) {
  const named = [];
  let other = 0;
  for (const { id, bytes } of defined) {
    const name = names.get(id);
    if (name) named.push({ name, kb: bytes / 1024 });
    else other += bytes;
  }
  named.sort((a, b) => b.kb - a.kb);
  if (other) named.push({ name: 'other modules', kb: other / 1024 });
  return named;
}

/** The first-load JavaScript of a blank app's only page, measured like the portal's (the floor). */
export function measureBlankBuild(distDir) {
  const { routes } = readBuild(distDir);
  const page = routes.find((route) => route.appRoute === '/page');
  if (!page) throw new Error(`No /page route in ${distDir}`);
  const kb = sizer(distDir);
  return page.chunks.reduce((sum, chunk) => sum + kb(chunk), 0);
}

/**
 * The pages over what they may add, each as one line naming the page, its figures and the chunks beyond the framework
 * that carry the excess, largest first, with the segments that load each and the modules in it (empty when every page
 * is within its allowance).
 */
export function overBudget(pages) {
  return pages
    .filter((page) => page.excessKb > page.allowedKb)
    .map((page) => {
      const carriers = page.chunks.slice(0, 4).map(({ chunk, kb, entries, modules }) => {
        const shown = modules.slice(0, 6).map((m) => `${m.name} ${m.kb.toFixed(1)} KB`);
        const more = modules.length - shown.length;
        return `${chunk} ${kb.toFixed(1)} KB gzip, loaded by ${entries.join(', ') || 'the framework'}; in it (uncompressed): ${shown.join(', ') || 'no module found'}${more > 0 ? ` (+${more} more)` : ''}`;
      });
      return `${page.path}: ${page.totalKb.toFixed(1)} KB gzip, ${page.excessKb.toFixed(1)} KB over the floor, may add ${page.allowedKb} KB (${page.kind} page); its largest chunks: ${carriers.join('; ')}`;
    });
}
