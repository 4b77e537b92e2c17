#!/usr/bin/env node
/**
 * npm run bench:pages — the cached content pages (home, news list, a news item, production sites; ru and en) under
 * autocannon (10 connections, 10 s), each beside the ceiling: a bare node:http server sending the same bytes and
 * headers, measured in the same run. Targets: ≥ 1,000 req/s, p99 < 100 ms, ≥ 25 % of the ceiling.
 *
 * Uses a server already listening on $PORT (default 3440); otherwise starts `next start` from the existing build on a
 * fresh embedded database and stops it afterwards. BENCH_CONNECTIONS / BENCH_DURATION override 10 / 10.
 */
import { healthy, startServer, stop, UNLIMITED, warmPage } from './bench-server.mjs';
import { load, table, verdict, withCeiling } from './bench-load.mjs';

const port = Number(process.env.PORT || 3440);
const origin = `http://localhost:${port}`;
const TARGET = { rps: 1000, p99: 100, ratio: 0.25 };

async function newsSlug() {
  const response = await fetch(`${origin}/api/v1/news?page=1&limit=1`, { headers: { Language: 'ru' } });
  const slug = (await response.json()).result?.items?.[0]?.slug;
  if (!slug) throw new Error('The news list is empty: the benchmark needs the demo content');
  return slug;
}

let server;
try {
  if (!(await healthy(origin))) server = await startServer({ port, env: UNLIMITED, freshDatabase: true, otherwise: `start a server on PORT=${port}` });
  const slug = await newsSlug();
  const paths = ['/', '/news', `/news/${slug}`, '/investicionnie-ploshadki/proizvodstvennie-ploshadki'];
  const rows = [['page', 'KB', 'x-nextjs-cache', 'req/s', 'p99 ms', 'ceiling req/s', 'ratio', 'verdict']];
  let missed = 0;
  for (const locale of ['', '/en']) {
    for (const base of paths) {
      const pathname = locale ? `${locale}${base === '/' ? '' : base}` : base;
      const url = `${origin}${pathname}`;
      const { cacheControl, nextCache } = await warmPage(url);
      const app = await load(url);
      const ceiling = await withCeiling(url, {}, async (ceilingUrl, answer) => ({ ...(await load(ceilingUrl)), bytes: answer.bytes }));
      const ratio = app.rps / ceiling.rps;
      const ok = app.rps >= TARGET.rps && app.p99 < TARGET.p99 && ratio >= TARGET.ratio && app.failures === 0;
      if (!ok) missed += 1;
      rows.push([
        pathname, (ceiling.bytes / 1024).toFixed(0), nextCache, app.rps.toFixed(0), app.p99, ceiling.rps.toFixed(0),
        `${(ratio * 100).toFixed(0)} %`, `${verdict(ok)}${app.failures ? ` (${app.failures} failed)` : ''}`,
      ]);
      console.log(`${pathname}: ${app.rps.toFixed(0)} req/s, p99 ${app.p99} ms; ceiling ${ceiling.rps.toFixed(0)} req/s (Cache-Control: ${cacheControl})`);
    }
  }
  console.log(`\nCached pages (targets: ≥ ${TARGET.rps} req/s, p99 < ${TARGET.p99} ms, ≥ ${TARGET.ratio * 100} % of the ceiling)\n${table(rows)}`);
  if (missed) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
