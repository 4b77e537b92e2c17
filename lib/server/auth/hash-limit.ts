import os from 'node:os';

type Pbkdf2Callback = (error: Error | null, key: Buffer) => void;
type Pbkdf2 = (password: string, salt: string, iterations: number, keylen: number, digest: string, callback: Pbkdf2Callback) => void;
type CryptoLike = { pbkdf2: Pbkdf2 };

const INSTALLED = Symbol.for('portal.password-hash-limit');

/**
 * How many password hashes may run at once: one core fewer than the machine has (at least one), so a burst of logins
 * never takes every core from the thread that answers requests. PASSWORD_HASH_SLOTS overrides it.
 */
export function passwordHashSlots(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.PASSWORD_HASH_SLOTS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * Payload hashes and checks passwords with the asynchronous `crypto.pbkdf2` (600 000 iterations, about 0.3–1.5 s of
 * one core each): it runs in libuv's pool of four threads, not on the request thread, but four at once take both cores
 * of a small server and every page waits. instrumentation.ts replaces `crypto.pbkdf2` at start with one that runs at
 * most `slots` hashes at a time and queues the others (first come, first served); each still gets its result.
 * See docs/decisions/024-cached-pages-and-api.md. It is the one Node built-in the portal replaces: the calls are inside
 * Payload (its login and password hashing, the back office's included), so nothing around them reaches every one
 * (docs/decisions/028-request-pipeline.md). hash-limit.test.ts fails if Payload stops calling `crypto.pbkdf2` at call
 * time, which would leave the limit without effect.
 */
export function installPasswordHashLimit(crypto: CryptoLike, slots: number): void {
  const original = crypto.pbkdf2 as Pbkdf2 & { [INSTALLED]?: true };
  if (original[INSTALLED]) return;
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };
  const limited: Pbkdf2 & { [INSTALLED]?: true } = (password, salt, iterations, keylen, digest, callback) => {
    const start = () => {
      running += 1;
      try {
        original.call(crypto, password, salt, iterations, keylen, digest, (error, key) => {
          release();
          callback(error, key);
        });
      } catch (error) {
        release();
        callback(error as Error, Buffer.alloc(0));
      }
    };
    if (running < slots) start();
    else waiting.push(start);
  };
  limited[INSTALLED] = true;
  crypto.pbkdf2 = limited;
}
