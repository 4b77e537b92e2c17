#!/usr/bin/env node
/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile emulation, its default simulated throttling) in Debian's Chromium
 * ($CHROME_PATH, default /usr/bin/chromium) on the home page, a news item, the production sites list, a site's page, the
 * benefits calculator, the investment map, search, site matching and the cabinet (logged in: the session cookie of a
 * fresh investor), as a Russian-speaking visitor. Prints performance / accessibility / best practices / SEO per page,
 * each the median of BENCH_LIGHTHOUSE_RUNS runs (default 3). Targets: ≥ 97 / 100 / 100 / 100; the cabinet and search
 * results are noindexed, so their SEO is not scored (printed as «n/a», not as a miss).
 *
 * Uses a server already listening on $PORT (default 3442); otherwise starts `next start` from the existing build on a
 * fresh embedded database and stops it afterwards. BENCH_LIGHTHOUSE_JSON=dir keeps each page's full report there.
 * Last, the floor: a blank Next page of the same version, scored the same way (BENCH_NEXT_FLOOR=0 skips it).
 *
 * BENCH_LIGHTHOUSE_THROTTLING=devtools scores with Lighthouse's applied throttling instead of its simulation: the page
 * really loads over a slowed network and CPU, and the paint it scores is the one the browser made. The simulation (the
 * default, and PageSpeed Insights') estimates a phone's paint from a fast load on this machine and counts, as the
 * paint's dependencies, every request that finished before it was seen, which on loopback is all of Next's script.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { benchInvestor } from './bench-account.mjs';
import { table, verdict } from './bench-load.mjs';
import { withBlankNext } from './bench-next-floor.mjs';
import { healthy, startServer, stop, UNLIMITED, warmPage } from './bench-server.mjs';

const port = Number(process.env.PORT || 3442);
const origin = `http://localhost:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/** The median of a few scores. */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

async function firstSlug(apiPath) {
  const response = await fetch(`${origin}/api/v1${apiPath}`, { headers: { Language: 'ru' } });
  return (await response.json()).result.items[0].slug;
}

let server;
let chrome;

/** Writes the investor's token into the browser's localStorage for the origin (features/auth/stores/token-storage.ts). */
async function storeToken(token) {
  const browser = await puppeteer.connect({ browserURL: `http://localhost:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((value) => window.localStorage.setItem('portal.token', value), token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
try {
  if (!(await healthy(origin))) server = await startServer({ port, env: UNLIMITED, freshDatabase: true, otherwise: `start a server on PORT=${port}` });
  const account = await benchInvestor(origin, { prefix: 'lighthouse' });
  const pages = [
    ['home', '/', {}],
    ['news item', `/news/${await firstSlug('/news?page=1&limit=1')}`, {}],
    ['sites list', '/investicionnie-ploshadki/proizvodstvennie-ploshadki', {}],
    ['site page', `/investicionnie-ploshadki/proizvodstvennie-ploshadki/${await firstSlug('/proizvodstvennie-ploshadki')}`, {}],
    ['calculator', '/kalkulator-lgot', {}],
    ['map', '/invest-map', {}],
    // A results page is noindexed (search results are not for search engines): SEO is not scored.
    ['search', `/search?q=${encodeURIComponent('площадка')}`, {}, undefined, { noindex: true }],
    ['matching', '/investicionnie-ploshadki/podbor', {}],
    // Private and noindexed: SEO is not scored.
    ['cabinet', '/profile', { Cookie: account.cookie }, account.token, { noindex: true }],
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // A Russian-speaking visitor (the portal's audience): an English browser is sent from / to /en first (ADR 002).
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=ru-RU'],
  });
  const rows = [['page', 'path', ...CATEGORIES, 'verdict']];
  let missed = 0;
  const runLighthouse = async (url, flags) => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: THROTTLING, ...flags });
    return { result, scores: CATEGORIES.map((category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100)) };
  };
  for (const [name, pathname, extraHeaders, token, { noindex = false } = {}] of pages) {
    const url = `${origin}${pathname}`;
    // Logged in as the portal's client sees it: the token where the login form keeps it ("remember me"), and the
    // storage kept for the run.
    if (token) await storeToken(token);
    // The page's first render (ADR 018), or a copy kept from an earlier run, is not what a visitor of a cached page gets.
    await warmPage(url, extraHeaders);
    const headers = { 'Accept-Language': 'ru-RU,ru;q=0.9', ...extraHeaders };
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(url, { extraHeaders: headers, disableStorageReset: Boolean(token) }));
    const { result } = runs[runs.length - 1];
    const scores = CATEGORIES.map((_, i) => median(runs.map((one) => one.scores[i])));
    const scored = (category) => !(noindex && category === 'seo');
    const ok = CATEGORIES.every((category, i) => !scored(category) || scores[i] >= TARGET[category]);
    if (!ok) missed += 1;
    rows.push([name, pathname, ...scores.map((score, i) => (scored(CATEGORIES[i]) ? score : 'n/a')), verdict(ok)]);
    if (process.env.BENCH_LIGHTHOUSE_JSON) {
      fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
      fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_JSON, `${name.replace(/\W+/g, '-')}.json`), result.report);
    }
    const failing = Object.values(result.lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
    if (failing.length) console.log(`${name}: failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
  }
  // The floor: a blank Next page of the same version (one <h1>, built in a temporary folder), scored in the same run.
  if (process.env.BENCH_NEXT_FLOOR !== '0') {
    const floor = await withBlankNext(port + 9, async (blankOrigin) => (await runLighthouse(`${blankOrigin}/`, {})).scores);
    if (floor) rows.push(['blank Next page (floor)', '/', ...floor, '-']);
  }
  console.log(
    `\nLighthouse 12, mobile, ${THROTTLING === 'devtools' ? 'applied (devtools) throttling' : 'simulated throttling'}, median of ${RUNS} run(s) (targets: ${CATEGORIES.map((c) => `${c} ≥ ${TARGET[c]}`).join(', ')}; SEO not scored on noindexed pages)\n${table(rows)}`,
  );
  if (missed) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  if (chrome) await chrome.kill();
  stop(server);
}
