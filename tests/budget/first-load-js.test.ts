import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { allowedExcessKb, kindOf, measureBuild, overBudget, publicPath } from './first-load-js.mjs';

/** The pages of the stub carry no interim ceiling: the budgets themselves are checked. */
const measure = (dir: string, floorKb: number) => measureBuild(dir, floorKb, {});

/**
 * The budget over a stubbed build: the manifests and chunks a Turbopack production build writes, small enough to read
 * here. A library imported into the header lands in the chunk the root layout loads, so every page grows; the budget
 * must fail naming the pages, the chunk, the layout that loads it and the header module in it.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Code that gzip cannot shrink much: `kb` KB of it after compression, roughly. */
const bulk = (kb: number) => JSON.stringify(randomBytes(Math.round(kb * 1024)).toString('base64'));

/** A Turbopack chunk defining `modules` (id → the factory's body). */
const chunk = (modules: Partial<Record<number, string>>) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${Object.entries(modules)
    .filter(([, body]) => body !== undefined)
    .map(([id, body]) => `${id},e=>{"use strict";${body}}`)
    .join(',')}]);`;

type Stub = { headerLibraryKb?: number; passportFormKb?: number };

/** Writes the stub build; returns its folder and the floor (the framework's root script, gzip KB). */
function stubBuild({ headerLibraryKb = 0, passportFormKb = 0 }: Stub = {}): { dir: string; floorKb: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-stub-'));
  dirs.push(dir);
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  };
  const runtime = `self.runtime=${bulk(40)};`;
  write('static/chunks/runtime.js', runtime);
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'], polyfillFiles: ['static/chunks/polyfills.js'] }));
  // The layout's chunk: the header (module 101), the footer's menu (102), and what the header imports (module 900).
  write(
    'static/chunks/layout.js',
    chunk({
      101: `e.s(["Header",()=>n]);function n(){return ${bulk(1)}}`,
      102: `e.s(["FooterMenu",()=>m]);function m(){return ${bulk(1)}}`,
      ...(headerLibraryKb ? { 900: `e.v(${bulk(headerLibraryKb)})` } : {}),
    }),
  );
  write('static/chunks/news-page.js', chunk({ 201: `e.s(["NewsList",()=>l]);function l(){return ${bulk(2)}}` }));
  write('static/chunks/passport-form.js', chunk({ 301: `e.s(["PassportForm",()=>f]);function f(){return ${bulk(5 + passportFormKb)}}` }));
  const clientModules = {
    '[project]/components/layout/header.tsx <module evaluation>': { id: 101, name: '*', chunks: ['/_next/static/chunks/layout.js'], async: false },
    '[project]/components/layout/footer-menu.tsx <module evaluation>': { id: 102, name: '*', chunks: ['/_next/static/chunks/layout.js'], async: false },
    '[project]/features/news/components/news-list.tsx <module evaluation>': { id: 201, name: '*', chunks: ['/_next/static/chunks/news-page.js'], async: false },
    '[project]/features/requests/components/passport-form.tsx <module evaluation>': { id: 301, name: '*', chunks: ['/_next/static/chunks/passport-form.js'], async: false },
  };
  const page = (route: string, own: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
      moduleLoading: { prefix: '' },
      clientModules,
      entryJSFiles: { '[project]/app/(site)/[locale]/layout': ['static/chunks/layout.js'], ...own },
    })};`;
  write('server/app/(site)/[locale]/page_client-reference-manifest.js', page('/(site)/[locale]/page', { '[project]/app/(site)/[locale]/page': ['static/chunks/layout.js'] }));
  write('server/app/(site)/[locale]/news/page_client-reference-manifest.js', page('/(site)/[locale]/news/page', { '[project]/app/(site)/[locale]/news/page': ['static/chunks/news-page.js'] }));
  write('server/app/(site)/[locale]/passport/page_client-reference-manifest.js', page('/(site)/[locale]/passport/page', { '[project]/app/(site)/[locale]/passport/page': ['static/chunks/passport-form.js'] }));
  // The back office's pages are not the portal's: never budgeted.
  write('server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js', page('/(payload)/admin/[[...segments]]/page', {}));
  return { dir, floorKb: gzipSync(runtime).length / 1024 };
}

describe('first-load JavaScript budget', () => {
  it('measures each portal page from the manifests: the framework, the layout and the page, each chunk once', () => {
    const { dir, floorKb } = stubBuild();
    const pages = measure(dir, floorKb);
    expect(pages.map((page) => page.path)).toEqual(['/', '/news', '/passport']);
    const home = pages.find((page) => page.path === '/')!;
    const layoutKb = gzipSync(fs.readFileSync(path.join(dir, 'static/chunks/layout.js'))).length / 1024;
    expect(home.totalKb).toBeCloseTo(floorKb + layoutKb, 6);
    expect(home.excessKb).toBeCloseTo(layoutKb, 6);
    expect(home.chunks.map((c: { chunk: string }) => c.chunk)).toEqual(['static/chunks/layout.js']);
    expect(overBudget(pages)).toEqual([]);
  });

  it('a large library imported into the header fails every page, naming the page, the chunk, the layout and the header', () => {
    const { dir, floorKb } = stubBuild({ headerLibraryKb: 30 });
    const failures = overBudget(measure(dir, floorKb));
    // The content pages may add 20 KB; the passport, a form page, 60.
    expect(failures).toHaveLength(2);
    const [home, news] = failures as string[];
    expect(home).toMatch(/^\/: \d+\.\d KB gzip, 3\d\.\d KB over the floor, may add 20 KB \(content page\)/);
    expect(news).toMatch(/^\/news: /);
    for (const line of failures) {
      expect(line).toContain('static/chunks/layout.js');
      expect(line).toContain('loaded by app/(site)/[locale]/layout');
      expect(line).toContain('components/layout/header.tsx');
      expect(line).toMatch(/other modules 4\d\.\d KB/);
    }
  });

  it('a form page may add 60 KB, a content page 20', () => {
    const { dir, floorKb } = stubBuild({ passportFormKb: 30 });
    expect(overBudget(measure(dir, floorKb))).toEqual([]);
    const { dir: over, floorKb: floor } = stubBuild({ passportFormKb: 70 });
    const failures = overBudget(measure(over, floor));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/passport: .* may add 60 KB \(form page\).*features\/requests\/components\/passport-form\.tsx/);
  });

  it('reads page routes as the addresses visitors see, and knows the form pages', () => {
    expect(publicPath('/(site)/[locale]/page')).toBe('/');
    expect(publicPath('/(site)/[locale]/news/[slug]/page')).toBe('/news/*');
    expect(publicPath('/(site)/[locale]/reset-password/[index]/page')).toBe('/reset-password/*');
    expect(publicPath('/(payload)/admin/[[...segments]]/page')).toBeNull();
    expect(kindOf('/event-registration')).toBe('form');
    expect(kindOf('/reset-password/*')).toBe('form');
    expect(kindOf('/event-registration/registration-successfull')).toBe('content');
    expect(kindOf('/news/*')).toBe('content');
    expect(allowedExcessKb('/profile', {})).toBe(60);
    expect(allowedExcessKb('/news', {})).toBe(20);
    expect(allowedExcessKb('/news', { '/news': 117 })).toBe(117);
  });
});
