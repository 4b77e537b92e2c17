/**
 * The site search's engine on a generated corpus (run by scripts/bench-search.mjs through tsx): for each language,
 * BENCH_SEARCH_DOCS documents (default 20,000) made of that language's own words and phrases (taken from
 * messages/<locale>.json, so the stemmers and the Chinese pieces see real text), built into one index the way the
 * server builds it; prints the build time, the serialised size, the process's heap growth and the latency of a
 * mix of queries (one and two words, a typo, a miss) as p50/p99, one JSON line per language.
 */
import fs from 'node:fs';
import { LanguageIndex, type IndexedDoc } from '../lib/search/engine';
import { SEARCH_TYPES } from '../lib/search/schema';
import { words } from '../lib/search/text';

type Locale = 'ru' | 'en' | 'tr' | 'zh';
const COUNT = Number(process.env.BENCH_SEARCH_DOCS || 20_000);
/** Queries of each kind (one word, two words, a typo; a quarter as many misses) per language. */
const QUERIES_PER_KIND = Number(process.env.BENCH_SEARCH_QUERIES || 100);

/** A deterministic random sequence (the same corpus on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function strings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value.replace(/\{[^}]*\}|<[^>]*>/g, ' '));
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) strings(inner, out);
  return out;
}

function corpus(locale: Locale): { docs: IndexedDoc[]; vocabulary: string[] } {
  const texts = strings(JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')), []);
  const vocabulary = [...new Set(texts.flatMap((text) => words(text).map((w) => w.word)).filter((w) => [...w].length >= 2 && !/\d/.test(w)))];
  const next = random(locale.charCodeAt(0) * 31 + locale.charCodeAt(1));
  const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const join = locale === 'zh' ? '' : ' ';
  // Chinese phrases are whole message texts cut into short runs; other languages take words.
  const units = locale === 'zh' ? texts.flatMap((text) => text.split(/[，。：、；！？\s]+/)).filter((u) => u.length >= 2) : vocabulary;
  const docs = Array.from({ length: COUNT }, (_, i): IndexedDoc => {
    const title = Array.from({ length: 3 + Math.floor(next() * 6) }, () => pick(units)).join(join);
    const text = Array.from({ length: 40 + Math.floor(next() * 120) }, () => pick(units)).join(join);
    return { key: `doc:${i}`, type: SEARCH_TYPES[i % SEARCH_TYPES.length]!, itemId: i, slug: null, title, text, url: `/doc/${i}`, language: locale, textLanguage: locale };
  });
  return { docs, vocabulary: locale === 'zh' ? units : vocabulary };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function measure(locale: Locale) {
  const { docs, vocabulary } = corpus(locale);
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = new LanguageIndex(locale);
  await index.put(docs);
  const buildMs = performance.now() - started;
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const sizeMb = index.byteSize() / 2 ** 20;
  const next = random(7);
  const pick = () => vocabulary[Math.floor(next() * vocabulary.length)]!;
  const typo = (word: string) => (word.length >= 6 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word);
  const queries = [
    ...Array.from({ length: QUERIES_PER_KIND }, () => pick()),
    ...Array.from({ length: QUERIES_PER_KIND }, () => `${pick()} ${pick()}`),
    ...Array.from({ length: QUERIES_PER_KIND }, () => typo(pick())),
    ...Array.from({ length: QUERIES_PER_KIND / 4 }, () => 'qqxqzz'),
  ];
  const latencies: number[] = [];
  for (const query of queries) {
    const t0 = performance.now();
    await index.query(query, { page: 1, limit: 10 });
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { locale, documents: index.size, buildMs: Math.round(buildMs), sizeMb: +sizeMb.toFixed(1), heapMb: +heapMb.toFixed(1), queries: queries.length, p50: +percentile(latencies, 50).toFixed(2), p99: +percentile(latencies, 99).toFixed(2) };
}

const only = process.env.BENCH_SEARCH_LOCALES?.split(',') as Locale[] | undefined;
for (const locale of only ?? (['ru', 'en', 'tr', 'zh'] as const)) console.log(JSON.stringify(await measure(locale)));
