#!/usr/bin/env node
/**
 * npm run bench:weight — page weight of every public page in the sitemap (Russian addresses; one detail page per
 * kind): the HTML gzip-compressed (the inline RSC payload included) and the first-load JavaScript, i.e. every script
 * the HTML loads (`<script src>`, not the `noModule` polyfills a current browser skips), gzip-compressed. Code loaded on demand (the map library) is not in the HTML and not
 * counted. Targets: HTML ≤ 40 KB gzip, first-load JS ≤ 130 KB gzip. The same run measures the floor: a
 * blank Next.js page's first-load JS (scripts/bench-next-floor.mjs; BENCH_NEXT_FLOOR=0 skips it), and prints each
 * page's excess over it — the part this project adds.
 *
 * Uses a server already listening on $PORT (default 3440); otherwise starts `next start` from the existing build on a
 * fresh embedded database and stops it afterwards.
 */
import { gzipSync } from 'node:zlib';
import { healthy, startServer, stop, UNLIMITED } from './bench-server.mjs';
import { table, verdict } from './bench-load.mjs';
import { firstLoadJsKb, nextFloorKb } from './bench-next-floor.mjs';

const port = Number(process.env.PORT || 3440);
const origin = `http://localhost:${port}`;
const TARGET_KB = { html: 40, js: 130 };
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
  const floor = process.env.BENCH_NEXT_FLOOR === '0' ? null : await nextFloorKb(port + 7);
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
    const ok = htmlKb <= TARGET_KB.html && jsKb <= TARGET_KB.js;
    if (!ok) over += 1;
    rows.push([pathname, (html.length / 1024).toFixed(1), htmlKb.toFixed(1), jsKb.toFixed(1), floor === null ? '-' : (jsKb - floor).toFixed(1), verdict(ok)]);
  }
  const floorLine = floor === null ? '' : `; a blank Next.js page of the same version loads ${floor.toFixed(1)} KB gzip (the floor)`;
  console.log(`\nPage weight (targets: HTML ≤ ${TARGET_KB.html} KB gzip, first-load JS ≤ ${TARGET_KB.js} KB gzip${floorLine})\n${table(rows)}`);
  if (over) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
