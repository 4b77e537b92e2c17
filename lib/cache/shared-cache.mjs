// @ts-check
/**
 * Next's incremental cache shared by every instance through a key-value store (Redis in production; see
 * redis-cache-handler.mjs and docs/decisions/026-running-past-one-machine.md). Plain JavaScript: Next loads the
 * cache handler with a bare import at run time, outside its bundles.
 *
 * - Entries (pages, route answers, fetch data, optimised images) are stored under the build's id, so a new deploy
 *   never serves markup that points at another build's chunks.
 * - A tag's expiry time is one shared record: `revalidateTag` on any instance writes it, and every `get` compares
 *   the entry's tags with it, so a publish handled by one instance expires the page on all of them.
 * - A small in-process copy of recent entries (one SharedCache per process) saves moving and parsing the same page
 *   for each request; it is checked against the shared tag times on every read like the store's copy.
 * - The store failing makes a read a miss and a write a no-op: pages render as without a cache.
 */

/** @typedef {{ lastModified: number, value: any, cacheControl?: { revalidate?: number | false, expire?: number } }} Entry */
/**
 * @typedef {object} CacheStore
 * @property {(key: string) => Promise<string | null>} read
 * @property {(key: string, text: string, ttlSeconds: number) => Promise<void>} write
 * @property {(tags: string[]) => Promise<(number | null)[]>} tagTimes  expiry times (ms) of the tags, in order
 * @property {(tags: string[], time: number) => Promise<void>} expireTags
 */
/** @typedef {(kind: string, result: 'hit' | 'miss' | 'stale') => void} CountLookup */

const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';
const MEMORY_ENTRIES = 500;
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;

/** JSON that keeps Buffers (rsc data, route bodies, images) and Maps (segment data). */
export function serialize(/** @type {Entry} */ entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $b: raw.toString('base64') };
    if (raw instanceof Map) return { $m: [...raw.entries()] };
    return value;
  });
}

/** @returns {Entry} */
export function deserialize(/** @type {string} */ text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64');
      if (Array.isArray(value.$m)) return new Map(value.$m);
    }
    return value;
  });
}

/** The tags an entry depends on: a fetch's own and soft tags (from the read), a page's from its headers. */
function tagsOf(/** @type {Entry} */ entry, /** @type {any} */ ctx) {
  if (entry.value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = entry.value?.headers?.[NEXT_CACHE_TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

export class SharedCache {
  /**
   * @param {CacheStore} store
   * @param {{ namespace: string, count?: CountLookup, now?: () => number }} options
   */
  constructor(store, { namespace, count = () => undefined, now = () => Date.now() }) {
    this.store = store;
    this.namespace = namespace;
    this.count = count;
    this.now = now;
    /** @type {Map<string, Entry>} */
    this.memory = new Map();
  }

  /**
   * @param {string} key @param {any} ctx
   * @param {readonly string[]} [revalidatedTags] tags this request already revalidated (its fetches must not reuse them)
   * @returns {Promise<Entry | null>}
   */
  async get(key, ctx, revalidatedTags = []) {
    const kind = String(ctx?.kind ?? 'unknown').toLowerCase();
    try {
      let entry = this.memory.get(key);
      if (!entry) {
        const text = await this.store.read(this.namespace + key);
        entry = text ? deserialize(text) : undefined;
        if (entry) this.remember(key, entry);
      }
      if (!entry) {
        this.count(kind, 'miss');
        return null;
      }
      if (await this.expired(entry, ctx, revalidatedTags)) {
        this.memory.delete(key);
        this.count(kind, 'stale');
        return null;
      }
      this.count(kind, 'hit');
      return entry;
    } catch (error) {
      this.report(error);
      this.count(kind, 'miss');
      return null;
    }
  }

  /** @param {string} key @param {any} value @param {any} ctx */
  async set(key, value, ctx) {
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    /** @type {Entry} */
    const entry = { value, lastModified: this.now(), cacheControl };
    this.remember(key, entry);
    if (!value) return;
    const expire = cacheControl?.expire;
    const ttl = typeof expire === 'number' && expire > 0 && expire < DEFAULT_TTL_SECONDS ? expire : DEFAULT_TTL_SECONDS;
    try {
      await this.store.write(this.namespace + key, serialize(entry), ttl);
    } catch (error) {
      this.report(error);
    }
  }

  /**
   * Expires the tags everywhere. With durations (`{ expire }`) the tag expires `expire` seconds from now; the
   * portal's hooks pass `{ expire: 0 }`. Entries are then re-rendered on their next request (no stale answer).
   * @param {string | string[]} tags @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!list.length) return;
    const time = this.now() + (durations?.expire ?? 0) * 1000;
    try {
      await this.store.expireTags(list, time);
    } catch (error) {
      this.report(error);
    }
    for (const [key, entry] of this.memory) if (tagsOf(entry, undefined).some((tag) => list.includes(tag))) this.memory.delete(key);
  }

  resetRequestCache() {}

  /** @param {Entry} entry @param {any} ctx @param {readonly string[]} revalidatedTags */
  async expired(entry, ctx, revalidatedTags) {
    const tags = tagsOf(entry, ctx);
    if (!tags.length) return false;
    if (entry.value?.kind === 'FETCH' && tags.some((tag) => revalidatedTags.includes(tag))) return true;
    const now = this.now();
    const times = await this.store.tagTimes(tags);
    return times.some((time) => time !== null && time > entry.lastModified && time <= now);
  }

  /** @param {string} key @param {Entry} entry */
  remember(key, entry) {
    this.memory.delete(key);
    this.memory.set(key, entry);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value ?? '');
  }

  /** One line per minute at most while the store is failing. */
  report(/** @type {unknown} */ error) {
    const now = this.now();
    if (this.reportedAt && now - this.reportedAt < 60_000) return;
    this.reportedAt = now;
    console.error('[cache] shared cache store failed; serving without it:', error instanceof Error ? error.message : error);
  }
}
