#!/usr/bin/env node
/**
 * npm run bench:weight — page weight of every public page in the sitemap (Russian addresses; one detail page per
 * kind): the HTML gzip-compressed (the inline RSC payload included) and the first-load JavaScript, i.e. every script
 * the HTML loads (`<script src>`, not the `noModule` polyfills a current browser skips), gzip-compressed. Code loaded
 * on demand (the map library, web-vitals) is not in the HTML and not counted. Target: HTML ≤ 40 KB gzip.
 *
 * Then every portal route of the build ($NEXT_DIST_DIR or .next) from its manifests (tests/budget/first-load-js.mjs,
 * the module `npm test`'s budget test uses): first-load JS gzip, the floor, the excess over it and the budget
 * (content pages 20 KB, form pages 60 KB). The floor is measured in the same run: a blank Next.js app of the same
 * version, built the same way into its own folder (scripts/bench-next-floor.mjs), counted from its manifests as the
 * portal is and from its HTML as the pages above are; BENCH_NEXT_FLOOR=0 skips it and uses the recorded floor.
 *
 * Uses a server already listening on $PORT (default 3440); otherwise starts `next start` from the existing build on a
 * fresh embedded database and stops it afterwards.
 */
import { gzipSync } from 'node:zlib';
import { healthy, startServer, stop, UNLIMITED } from './bench-server.mjs';
import { table, verdict } from './bench-load.mjs';
import { firstLoadJsKb, withBlankNext } from './bench-next-floor.mjs';
import { FLOOR, INTERIM_CEILING_KB, measureBlankBuild, measureBuild } from '../tests/budget/first-load-js.mjs';

const port = Number(process.env.PORT || 3440);
const origin = `http://localhost:${port}`;
const TARGET_KB = { html: 40 };
const distDir = process.env.NEXT_DIST_DIR || '.next';
const LOCALE_PREFIX = /^\/(en|tr|zh)(\/|$)/;

const gzipKb = (bytes) => gzipSync(bytes).length / 1024;

/** One address per route: the sitemap's Russian pages, detail pages reduced to the first of their list. */
async function pages() {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const seen = new Set();
  const result = [];
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc);
    if (LOCALE_PREFIX.test(pathname)) continue;
    const segments = pathname.split('/').filter(Boolean);
    const kind = segments.length > 1 ? `${segments.slice(0, -1).join('/')}/*` : pathname;
    const detailOfList = xml.includes(`${new URL(loc).origin}/${segments.slice(0, -1).join('/')}</loc>`);
    const key = detailOfList ? kind : pathname;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(pathname);
  }
  return result;
}

let server;
try {
  if (!(await healthy(origin))) server = await startServer({ port, env: UNLIMITED, freshDatabase: true, otherwise: `start a server on PORT=${port}` });
  const blank =
    process.env.BENCH_NEXT_FLOOR === '0'
      ? null
      : await withBlankNext(port + 7, async (blankOrigin, blankHtml, blankDist) => ({ html: await firstLoadJsKb(blankOrigin, blankHtml), manifest: measureBlankBuild(blankDist) }));
  const floor = blank?.html ?? null;
  const rows = [['page', 'HTML KB', 'HTML gzip KB', 'first-load JS gzip KB', 'over a blank Next page KB', 'verdict']];
  let over = 0;
  for (const pathname of await pages()) {
    const response = await fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': 'identity' } });
    const html = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) {
      rows.push([pathname, '-', '-', '-', '-', `answered ${response.status}`]);
      over += 1;
      continue;
    }
    // Scripts a current browser loads: not the legacy polyfills (`noModule`), which only browsers without modules fetch.
    const jsKb = await firstLoadJsKb(origin, html.toString('utf8'));
    const htmlKb = gzipKb(html);
    const ok = htmlKb <= TARGET_KB.html;
    if (!ok) over += 1;
    rows.push([pathname, (html.length / 1024).toFixed(1), htmlKb.toFixed(1), jsKb.toFixed(1), floor === null ? '-' : (jsKb - floor).toFixed(1), verdict(ok)]);
  }
  const floorLine = floor === null ? '' : `; a blank Next.js page of the same version loads ${floor.toFixed(1)} KB gzip (the floor)`;
  console.log(`\nPage weight (target: HTML ≤ ${TARGET_KB.html} KB gzip; first-load JS from the HTML${floorLine})\n${table(rows)}`);

  // Per route, from the build's manifests: the figures the budget test in npm test checks.
  const floorKb = blank?.manifest ?? FLOOR.kb;
  const routes = measureBuild(distDir, floorKb);
  const budgetRows = [['route', 'kind', 'first-load JS gzip KB', 'floor KB', 'excess KB', 'budget KB', 'allowed now KB', 'verdict']];
  const canLeave = [];
  for (const route of routes) {
    const ok = route.excessKb <= route.budgetKb;
    if (!ok) over += 1;
    if (ok && route.path in INTERIM_CEILING_KB) canLeave.push(route.path);
    budgetRows.push([route.path, route.kind, route.totalKb.toFixed(1), floorKb.toFixed(1), route.excessKb.toFixed(1), String(route.budgetKb), String(route.allowedKb), route.excessKb > route.allowedKb ? 'GREW' : verdict(ok)]);
  }
  const floorSource = blank
    ? `a blank Next app of the same version built in this run: ${blank.manifest.toFixed(1)} KB from its manifests, ${blank.html.toFixed(1)} KB from its HTML; recorded for the budget test: ${FLOOR.kb} KB (Next ${FLOOR.next})`
    : `the recorded floor, ${FLOOR.kb} KB (Next ${FLOOR.next}; BENCH_NEXT_FLOOR=0)`;
  console.log(`\nFirst-load JavaScript per route (${distDir}'s manifests; floor: ${floorSource})\n${table(budgetRows)}`);
  console.log('MISSED: over the budget (content pages 20 KB, form pages 60 KB over the floor); GREW: over even the interim ceiling, which fails npm test.');
  if (blank && Math.abs(blank.manifest - FLOOR.kb) > 0.5) console.log(`The blank page measured ${blank.manifest.toFixed(1)} KB, the budget test assumes ${FLOOR.kb} KB: update FLOOR in tests/budget/first-load-js.mjs.`);
  if (canLeave.length) console.log(`Within their budget now, so their interim ceiling can go (tests/budget/first-load-js.mjs): ${canLeave.join(', ')}`);
  if (over) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
