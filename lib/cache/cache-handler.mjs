// @ts-check
/**
 * Next's cache handler (next.config.ts `cacheHandler`, docs/decisions/026-running-past-one-machine.md).
 * With REDIS_URL: the shared cache of shared-cache.mjs over Redis, so every instance serves and expires the same
 * pages. Without it: Next's own file-system cache, exactly as before. Decided when the server starts, so one build
 * runs either way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { createClient } from 'redis';
import { SharedCache } from './shared-cache.mjs';

// A CommonJS module: its class is the `default` of what Node's import hands over.
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;
const TAGS_KEY = 'tags';
const PREFIX = process.env.REDIS_KEY_PREFIX || 'portal:';

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

/** @type {SharedCache | undefined} */
let shared;

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
    }
  }

  /** @param {string} key @param {any} ctx */
  get(key, ctx) {
    return this.cache instanceof SharedCache ? this.cache.get(key, ctx, this.revalidatedTags) : this.cache.get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  set(key, data, ctx) {
    return this.cache.set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  revalidateTag(tags, durations) {
    return this.cache.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.cache.resetRequestCache();
  }
}
