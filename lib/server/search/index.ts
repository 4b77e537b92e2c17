import 'server-only';
import { locales, type Locale } from '@/i18n/routing';
import { Gauge } from 'prom-client';
import { onContentChange } from '@/lib/platform/content-changes';
import { metrics } from '@/lib/platform/metrics';
import { LanguageIndex } from '@/lib/search/engine';
import { SEARCH_PAGE_SIZE, type SearchQuery, type SearchResult } from '@/lib/search/schema';
import { familiesOf, SEARCH_FAMILIES, type SearchFamily } from './sources';

/**
 * The site search's indexes: one per language, in this server process, built from the database on first use (the
 * server starts building them at start-up, instrumentation.ts) and kept current by the publish hooks: a change to a
 * family's content (./sources.ts lists which cache tags are whose) reads that family again about a second later, and
 * once more a few seconds after that, in case the publishing transaction had not ended yet; a change on another
 * instance arrives through Redis (lib/platform/content-changes.ts). Every REFRESH_MS everything is read again as a
 * safety net (a message lost while Redis was down). docs/decisions/033-site-search.md.
 */

const FIRST_READ_MS = 1_000;
const SECOND_READ_MS = 6_000;
const REFRESH_MS = 10 * 60_000;

type Built = { index: LanguageIndex; families: Map<string, string[]>; buildSeconds: number };
type State = {
  built: Partial<Record<Locale, Promise<Built>>>;
  /** The families each coming read (by its delay) will read again. */
  pending: Map<number, Map<string, SearchFamily>>;
  timers: Set<ReturnType<typeof setTimeout>>;
  /** Mutations of one language's index run one after another. */
  chain: Partial<Record<Locale, Promise<unknown>>>;
  unsubscribe: (() => void) | null;
  refresher: ReturnType<typeof setInterval> | null;
};

// One store per process (route handlers and instrumentation.ts are bundled apart; they share it through globalThis).
const KEY = Symbol.for('portal.site-search');
const store = globalThis as unknown as { [KEY]?: State };
const state = (): State =>
  (store[KEY] ??= { built: {}, pending: new Map(), timers: new Set(), chain: {}, unsubscribe: null, refresher: null });

function serial<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  const current = state();
  const next = (current.chain[locale] ?? Promise.resolve()).then(work, work);
  current.chain[locale] = next.catch(() => undefined);
  return next;
}

async function readFamily(index: LanguageIndex, families: Map<string, string[]>, family: SearchFamily): Promise<void> {
  const docs = await family.read(index.locale);
  const keys = docs.map((doc) => doc.key);
  const gone = (families.get(family.name) ?? []).filter((key) => !keys.includes(key));
  await index.remove(gone);
  await index.put(docs);
  families.set(family.name, keys);
}

async function build(locale: Locale): Promise<Built> {
  const started = performance.now();
  const index = new LanguageIndex(locale);
  const families = new Map<string, string[]>();
  for (const family of SEARCH_FAMILIES) await readFamily(index, families, family);
  const built = { index, families, buildSeconds: (performance.now() - started) / 1000 };
  registerGauges();
  return built;
}

/**
 * Each language's index on the metrics port (and in `npm run bench`): its documents, the time its build took (the
 * database reads included) and its size, measured only when scraped (the serialised index: a close bound on the
 * memory it takes).
 */
function registerGauges(): void {
  const { registry } = metrics();
  if (registry.getSingleMetric('portal_search_index_documents')) return;
  const each = async (set: (built: Built, locale: Locale) => void) => {
    for (const locale of locales) {
      const built = state().built[locale];
      if (built) set(await built, locale);
    }
  };
  new Gauge({
    name: 'portal_search_index_documents',
    help: 'Documents in the site search index, by language',
    labelNames: ['language'] as const,
    registers: [registry],
    async collect() {
      await each((built, language) => this.set({ language }, built.index.size));
    },
  });
  new Gauge({
    name: 'portal_search_index_build_seconds',
    help: 'Time the last full build of the site search index took (reading the database included), by language',
    labelNames: ['language'] as const,
    registers: [registry],
    async collect() {
      await each((built, language) => this.set({ language }, built.buildSeconds));
    },
  });
  new Gauge({
    name: 'portal_search_index_bytes',
    help: 'Size of the site search index serialised (a bound on its memory), by language',
    labelNames: ['language'] as const,
    registers: [registry],
    async collect() {
      await each((built, language) => this.set({ language }, built.index.byteSize()));
    },
  });
}

/** The language's index, built on first use. A failed build is tried again by the next search. */
export function languageIndex(locale: Locale): Promise<Built> {
  listen();
  const current = state();
  const existing = current.built[locale];
  if (existing) return existing;
  const building = serial(locale, () => build(locale));
  current.built[locale] = building;
  building.catch(() => {
    if (state().built[locale] === building) delete state().built[locale];
  });
  return building;
}

/** Reads these families again in every language whose index exists. */
async function refresh(families: SearchFamily[]): Promise<void> {
  for (const locale of locales) {
    const built = state().built[locale];
    if (!built) continue;
    await serial(locale, async () => {
      const { index, families: keys } = await built;
      for (const family of families) await readFamily(index, keys, family);
    }).catch((error: unknown) => console.error('[search] refreshing the index failed:', String(error)));
  }
}

function schedule(families: SearchFamily[]): void {
  const current = state();
  for (const delay of [FIRST_READ_MS, SECOND_READ_MS]) {
    let due = current.pending.get(delay);
    if (!due) {
      const waiting = new Map<string, SearchFamily>();
      due = waiting;
      current.pending.set(delay, waiting);
      const timer = setTimeout(() => {
        current.timers.delete(timer);
        current.pending.delete(delay);
        void refresh([...waiting.values()]);
      }, delay);
      timer.unref?.();
      current.timers.add(timer);
    }
    for (const family of families) due.set(family.name, family);
  }
}

/** Starts following content changes (this process's and, with Redis, the other instances'). */
function listen(): void {
  const current = state();
  if (current.unsubscribe) return;
  current.unsubscribe = onContentChange((tags) => {
    const families = familiesOf(tags);
    if (families.length) schedule(families);
  });
  current.refresher = setInterval(() => void refresh(SEARCH_FAMILIES), REFRESH_MS);
  current.refresher.unref?.();
}

/** Builds every language's index in the background (server start). */
export function warmSearchIndexes(): void {
  void (async () => {
    for (const locale of locales) await languageIndex(locale).catch((error: unknown) => console.error('[search] building the index failed:', String(error)));
  })();
}

/** The results of a query in the visitor's language (texts without a translation are there in Russian, and say so). */
export async function searchSite(locale: Locale, query: SearchQuery): Promise<SearchResult> {
  const { index } = await languageIndex(locale);
  return index.query(query.q, { type: query.type, page: query.page ?? 1, limit: query.limit ?? SEARCH_PAGE_SIZE });
}

/** Drops the indexes and timers (tests). */
export function resetSearchIndexes(): void {
  const current = state();
  for (const timer of current.timers) clearTimeout(timer);
  if (current.refresher) clearInterval(current.refresher);
  current.unsubscribe?.();
  store[KEY] = undefined;
}
