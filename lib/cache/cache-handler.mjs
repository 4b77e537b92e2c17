// @ts-check
/**
 * Next's cache handler (next.config.ts `cacheHandler`, docs/decisions/026-running-past-one-machine.md).
 * With REDIS_URL: the shared cache of shared-cache.mjs over Redis, so every instance serves and expires the same
 * pages. Without it: Next's own file-system cache under a size bound (disk-bound.mjs, PAGE_CACHE_MAX_MB). Decided when
 * the server starts, so one build runs either way.
 *
 * Either way an answer that is not found (a page or route answer with a 4xx/5xx status: `notFound()` for an unknown
 * slug, a page past the end of a list) is never stored: Next would keep one ~200 KB entry per address anyone asks
 * for, and such an answer costs one render, as on the first request.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { createClient } from 'redis';
import { DiskBound } from './disk-bound.mjs';
import { SharedCache } from './shared-cache.mjs';

// A CommonJS module: its class is the `default` of what Node's import hands over.
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;
const TAGS_KEY = 'tags';
const PREFIX = process.env.REDIS_KEY_PREFIX || 'portal:';
/** The file-system cache's budget: rendered pages and the data cache together (about 2,500 pages of ~200 KB). */
export const DEFAULT_PAGE_CACHE_MAX_MB = 512;

/** @type {ReturnType<typeof createClient> | undefined} */
let client;
/** @type {Promise<unknown> | undefined} */
let firstConnect;

/**
 * One connection per process, shared by the handler instances Next makes (one per request). The first commands
 * wait for the first connection (at most connectTimeout); later, while Redis is away, commands fail at once.
 */
async function redis() {
  if (!client) {
    client = createClient({
      url: process.env.REDIS_URL,
      // Fail fast while Redis is away (the page renders without the cache) and keep trying to come back.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    let reported = 0;
    client.on('error', (error) => {
      if (Date.now() - reported < 60_000) return;
      reported = Date.now();
      console.error('[cache] Redis:', error instanceof Error ? error.message : error);
    });
    firstConnect = client.connect().catch(() => undefined);
  }
  await firstConnect;
  return client;
}

/** @returns {import('./shared-cache.mjs').CacheStore} */
function redisStore() {
  const tagsKey = `${PREFIX}next:${TAGS_KEY}`;
  return {
    read: async (key) => (await redis()).get(key),
    write: async (key, text, ttlSeconds) => {
      await (await redis()).set(key, text, { EX: Math.ceil(ttlSeconds) });
    },
    tagTimes: async (tags) => (await (await redis()).hmGet(tagsKey, tags)).map((value) => (value == null ? null : Number(value))),
    expireTags: async (tags, time) => {
      await (await redis()).hSet(tagsKey, Object.fromEntries(tags.map((tag) => [tag, String(time)])));
    },
  };
}

/** The build's id (entries of another build are never served). */
function buildId(/** @type {string | undefined} */ serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/** Counts into the process's Prometheus registry (lib/server/metrics.ts) once instrumentation made it. */
const countLookup = (/** @type {string} */ kind, /** @type {string} */ result) => {
  const metrics = /** @type {any} */ (globalThis)[Symbol.for('portal.metrics')];
  metrics?.cacheLookups.inc({ kind, result });
};

/** The budget in bytes: PAGE_CACHE_MAX_MB when it is a positive number, else the default. */
export function pageCacheMaxBytes(/** @type {string | undefined} */ value = process.env.PAGE_CACHE_MAX_MB) {
  const mb = Number(value);
  return Math.floor((value && Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_PAGE_CACHE_MAX_MB) * 1024 * 1024);
}

/** Whether an answer is worth keeping: any data, and pages and route answers below status 400. */
export function storable(/** @type {any} */ data) {
  if (!data) return true;
  const page = data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES';
  return !(page && typeof data.status === 'number' && data.status >= 400);
}

/** The path of an entry's files without their suffix (disk-bound.mjs), or null for what the bound does not cover. */
function entryPath(/** @type {any} */ cache, /** @type {string} */ key, /** @type {string | undefined} */ kind) {
  try {
    if (kind === 'FETCH') return cache.getFilePath(key, 'FETCH');
    if (kind === 'APP_PAGE' || kind === 'PAGES') return cache.getFilePath(`${key}.html`, kind).slice(0, -'.html'.length);
    if (kind === 'APP_ROUTE') return cache.getFilePath(`${key}.body`, kind).slice(0, -'.body'.length);
  } catch {
    // A key Next's cache refuses is not on disk either.
  }
  return null;
}

/** @type {SharedCache | undefined} */
let shared;
/** One bound per build folder and process (Next makes a handler per request). @type {Map<string, DiskBound>} */
const bounds = new Map();

function diskBound(/** @type {string} */ serverDistDir) {
  let bound = bounds.get(serverDistDir);
  if (!bound) {
    let reported = 0;
    bound = new DiskBound({
      roots: [path.join(serverDistDir, 'route-cache'), path.join(serverDistDir, '..', 'cache', 'fetch-cache')],
      maxBytes: pageCacheMaxBytes(),
      report: (error) => {
        if (Date.now() - reported < 60_000) return;
        reported = Date.now();
        console.error('[cache] page cache bound:', error instanceof Error ? error.message : error);
      },
    });
    bounds.set(serverDistDir, bound);
  }
  return bound;
}

/** Next makes a handler per request; the shared cache (connection, in-process copies) is one per process. */
export default class PortalCacheHandler {
  /** @param {any} ctx Next's CacheHandlerContext */
  constructor(ctx) {
    /** @type {readonly string[]} */
    this.revalidatedTags = ctx.revalidatedTags ?? [];
    if (process.env.REDIS_URL) {
      shared ??= new SharedCache(redisStore(), { namespace: `${PREFIX}next:${buildId(ctx.serverDistDir)}:`, count: countLookup });
      this.cache = shared;
    } else {
      this.cache = new FileSystemCache(ctx);
      this.bound = ctx.serverDistDir && ctx.flushToDisk !== false ? diskBound(ctx.serverDistDir) : undefined;
    }
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    if (this.cache instanceof SharedCache) return this.cache.get(key, ctx, this.revalidatedTags);
    const entry = await this.cache.get(key, ctx);
    const file = entry && this.bound ? entryPath(this.cache, key, ctx?.kind) : null;
    if (file) this.bound?.touch(file);
    return entry;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (!storable(data)) return;
    await this.cache.set(key, data, ctx);
    const file = data && this.bound ? entryPath(this.cache, key, ctx?.fetchCache ? 'FETCH' : data.kind) : null;
    // Measured and bounded after the answer, off its path.
    if (file) void this.bound?.wrote(file);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  revalidateTag(tags, durations) {
    return this.cache.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.cache.resetRequestCache();
  }
}
