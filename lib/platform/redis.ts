// No `server-only`: the limiter (./rate-limit/limiter.ts) runs in Payload's hooks too, and cms/ also loads in the CLI.
import { createClient } from 'redis';

const connect = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 5_000) },
  });

export type RedisClient = ReturnType<typeof connect>;

type Shared = { url: string; client: RedisClient; firstConnect: Promise<void> };

const KEY = Symbol.for('portal.redis');
const store = globalThis as unknown as { [KEY]?: Shared };

/** REDIS_URL when it is set and a redis:// or rediss:// URL; null otherwise (everything then stays in process memory). */
export function redisUrl(): string | null {
  const value = process.env.REDIS_URL?.trim();
  return value && /^rediss?:\/\//.test(value) ? value : null;
}

/**
 * The process's one Redis client (node-redis), created on first use from REDIS_URL, shared by the rate limits
 * (./rate-limit) and the page cache handler; null without REDIS_URL.
 *
 * Commands fail at once while the connection is down (no offline queue): a caller must never wait on a dead
 * Redis — the limits fall back to per-process counters (docs/decisions/027-abuse-limits-and-background-work.md).
 * The client reconnects by itself, with a capped backoff.
 */
export function redisClient(): RedisClient | null {
  const url = redisUrl();
  if (!url) return null;
  const shared = store[KEY];
  if (shared?.url === url) return shared.client;
  const client = connect(url);
  let reported = false;
  client.on('error', (error: unknown) => {
    // Logged once per outage (the client emits an error at every reconnect attempt).
    if (reported) return;
    reported = true;
    console.error('[redis] connection failed; rate limits fall back to per-process counters until it is back:', String(error));
  });
  client.on('ready', () => {
    if (reported) console.info('[redis] connected again');
    reported = false;
  });
  const firstConnect = client.connect().then(
    () => undefined,
    () => undefined,
  );
  store[KEY] = { url, client, firstConnect };
  return client;
}

/**
 * The shared client once its first connection attempt is over (connected or failed: at most the 2 s connect
 * timeout, once per process), so the first requests after a start count in Redis rather than in memory.
 */
export async function readyRedisClient(): Promise<RedisClient | null> {
  const client = redisClient();
  if (client) await store[KEY]?.firstConnect;
  return client;
}

/** Closes the shared client (tests, graceful shutdown). */
export async function closeRedis(): Promise<void> {
  const shared = store[KEY];
  store[KEY] = undefined;
  if (!shared) return;
  // QUIT when connected (pending replies first); a client that is reconnecting is just dropped.
  if (shared.client.isReady) await shared.client.quit().catch(() => undefined);
  if (shared.client.isOpen) shared.client.destroy();
}
