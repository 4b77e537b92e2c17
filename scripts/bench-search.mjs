#!/usr/bin/env node
/**
 * npm run bench:search — the site search (docs/decisions/033-site-search.md), measured, never asserted:
 * 1. on the demo content, in the server: each language's index (documents, build time with the database reads, size)
 *    from the metrics port, and GET /api/v1/search's latency (p50/p99, one request at a time, a mix of queries in each
 *    language: word forms, two words, a typo, the wrong keyboard layout, nothing found);
 * 2. on a generated corpus of BENCH_SEARCH_DOCS documents per language (default 20,000; scripts/bench-search-corpus.ts):
 *    build time, size, heap and in-process query latency (BENCH_SEARCH_QUERIES queries of each kind, default 100).
 * Uses a server already listening on $PORT (default 3442) when its metrics are on $METRICS_PORT; otherwise starts
 * `next start` from the existing build on a fresh embedded database and stops it afterwards.
 */
import { spawn } from 'node:child_process';
import { healthy, startServer, stop } from './bench-server.mjs';
import { table } from './bench-load.mjs';

const port = Number(process.env.PORT || 3442);
const metricsPort = Number(process.env.METRICS_PORT || port + 1000);
const origin = `http://localhost:${port}`;
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS || 100);

const QUERIES = {
  ru: ['площадки', 'налоговые льготы', 'инвестиционный проект', 'площядка', 'yfkjub', 'ОЭЗ', 'меры поддержки', 'зюйдвестка'],
  en: ['sites', 'tax incentives', 'investment projects', 'industrail', 'support measures', 'zone'],
  tr: ['ihracat', 'yatırım', 'teşvikler', 'IHRACAT', 'destek tedbirleri'],
  zh: ['投资', '支持措施', '经济特区', '项目', '克拉斯诺亚尔斯克'],
};

async function indexFigures() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text(), () => '');
    const read = (name) =>
      Object.fromEntries([...text.matchAll(new RegExp(`^${name}\\{language="(\\w+)"\\} ([\\d.e+-]+)$`, 'gm'))].map((m) => [m[1], Number(m[2])]));
    const documents = read('portal_search_index_documents');
    if (Object.keys(documents).length === 4) {
      const seconds = read('portal_search_index_build_seconds');
      const bytes = read('portal_search_index_bytes');
      return Object.keys(QUERIES).map((language) => ({
        language,
        documents: documents[language],
        'build (ms)': Math.round(seconds[language] * 1000),
        'size (MB)': (bytes[language] / 2 ** 20).toFixed(2),
      }));
    }
    if (Date.now() > deadline) throw new Error('The search indexes were not built within 120 s (is METRICS_PORT the server’s?)');
    // The first search builds a language's index if start-up has not yet.
    for (const language of Object.keys(QUERIES)) await fetch(`${origin}/api/v1/search?q=test`, { headers: { Language: language } }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Objects with the same keys as a table on the console. */
const print = (rows) => console.log(table([Object.keys(rows[0]), ...rows.map((row) => Object.values(row))]));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function latency(language, queries) {
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const q = queries[i % queries.length];
    const started = performance.now();
    const response = await fetch(`${origin}/api/v1/search?q=${encodeURIComponent(q)}`, { headers: { Language: language } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /search?q=${q} (${language}) answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { language, requests: REQUESTS, 'p50 (ms)': percentile(times, 50).toFixed(1), 'p99 (ms)': percentile(times, 99).toFixed(1) };
}

let server;
try {
  const env = { LIMIT_SEARCH: '1000000', METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' };
  if (!(await healthy(origin))) server = await startServer({ port, env, freshDatabase: true, otherwise: `start a server on PORT=${port} with METRICS_PORT=${metricsPort}` });
  console.log('Demo content: each language’s index in the server (build includes reading the database)');
  print(await indexFigures());
  console.log(`\nDemo content: GET /api/v1/search, one request at a time over HTTP (${REQUESTS} per language)`);
  const rows = [];
  for (const [language, queries] of Object.entries(QUERIES)) rows.push(await latency(language, queries));
  print(rows);
} finally {
  stop(server);
}

const docs = process.env.BENCH_SEARCH_DOCS || '20000';
console.log(`\nGenerated corpus: ${docs} documents per language, built and queried in one process (no HTTP)`);
// Streamed: each language's figures are printed as it finishes (a language takes minutes on a loaded machine).
const rows = await new Promise((resolve) => {
  const found = [];
  let pending = '';
  const child = spawn('npx', ['tsx', '--expose-gc', 'scripts/bench-search-corpus.ts'], { env: { ...process.env, BENCH_SEARCH_DOCS: docs }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines.filter((l) => l.startsWith('{'))) {
      const r = JSON.parse(line);
      console.log(`  ${r.locale}: ${r.documents} documents built in ${r.buildMs} ms, ${r.sizeMb} MB, p50 ${r.p50} ms, p99 ${r.p99} ms`);
      found.push(r);
    }
  });
  child.on('close', (code) => {
    if (code !== 0) process.exitCode = 1;
    resolve(found);
  });
});
if (rows.length) {
  print(
    rows.map((r) => ({
      language: r.locale,
      documents: r.documents,
      'build (ms)': r.buildMs,
      'size (MB)': r.sizeMb,
      'heap (MB)': r.heapMb,
      queries: r.queries,
      'p50 (ms)': r.p50,
      'p99 (ms)': r.p99,
    })),
  );
}
