import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installPasswordHashLimit, passwordHashSlots } from './hash-limit';

type Callback = (error: Error | null, key: Buffer) => void;

/** A fake crypto whose pbkdf2 finishes only when the test says so, recording how many run at once. */
function fakeCrypto() {
  const pending: Array<() => void> = [];
  const state = { running: 0, most: 0, calls: 0 };
  const crypto = {
    pbkdf2(password: string, _salt: string, _iterations: number, _keylen: number, _digest: string, callback: Callback) {
      state.calls += 1;
      if (password === 'throw') throw new TypeError('bad digest');
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      pending.push(() => {
        state.running -= 1;
        callback(null, Buffer.from(password));
      });
    },
  };
  const finishOne = () => pending.shift()?.();
  return { crypto, state, finishOne, pending };
}

const hash = (crypto: { pbkdf2: (...args: never[]) => void }, password: string) =>
  new Promise<string>((resolve, reject) =>
    (crypto.pbkdf2 as unknown as (...args: unknown[]) => void)(password, 'salt', 1, 32, 'sha256', (error: Error | null, key: Buffer) =>
      error ? reject(error) : resolve(key.toString()),
    ),
  );

describe('installPasswordHashLimit', () => {
  it('runs at most `slots` hashes at once and gives every caller its own result, in order', async () => {
    const { crypto, state, finishOne, pending } = fakeCrypto();
    installPasswordHashLimit(crypto, 2);
    const results = ['a', 'b', 'c', 'd', 'e'].map((p) => hash(crypto, p));
    expect(state.calls).toBe(2);
    while (pending.length) finishOne();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(state.most).toBe(2);
    expect(state.calls).toBe(5);
  });

  it('frees the slot when the hash throws at once, and passes the error to the caller', async () => {
    const { crypto, state, finishOne } = fakeCrypto();
    installPasswordHashLimit(crypto, 1);
    const failed = hash(crypto, 'throw');
    const next = hash(crypto, 'after');
    await expect(failed).rejects.toThrow('bad digest');
    expect(state.calls).toBe(2);
    finishOne();
    await expect(next).resolves.toBe('after');
  });

  it('installs once', () => {
    const { crypto } = fakeCrypto();
    installPasswordHashLimit(crypto, 1);
    const first = crypto.pbkdf2;
    installPasswordHashLimit(crypto, 1);
    expect(crypto.pbkdf2).toBe(first);
  });
});

describe('passwordHashSlots', () => {
  it('takes PASSWORD_HASH_SLOTS when it is a positive whole number, else one core fewer than the machine has', () => {
    expect(passwordHashSlots({ PASSWORD_HASH_SLOTS: '3' })).toBe(3);
    expect(passwordHashSlots({ PASSWORD_HASH_SLOTS: '0' })).toBeGreaterThanOrEqual(1);
    expect(passwordHashSlots({ PASSWORD_HASH_SLOTS: 'x' })).toBeGreaterThanOrEqual(1);
  });
});

describe("Payload's password check under the limit", () => {
  it('goes through the limited crypto.pbkdf2, one at a time with one slot (fails if Payload stops calling it at call time)', async () => {
    const target = crypto as unknown as { pbkdf2: (...args: unknown[]) => void };
    const original = target.pbkdf2;
    const seen = { calls: 0, running: 0, most: 0 };
    // Counts the hashes that reach Node's pbkdf2 underneath the limit.
    target.pbkdf2 = (...args: unknown[]) => {
      seen.calls += 1;
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      const callback = args[5] as Callback;
      original.call(crypto, ...args.slice(0, 5), (error: Error | null, key: Buffer) => {
        seen.running -= 1;
        callback(error, key);
      });
    };
    try {
      installPasswordHashLimit(crypto, 1);
      const file = path.resolve('node_modules/payload/dist/auth/strategies/local/authenticate.js');
      const { authenticateLocalStrategy } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
        authenticateLocalStrategy: (args: { doc: object; password: string }) => Promise<{ doc: { id: number } } | null>;
      };
      // Payload's older hash format (25 000 iterations, 512 bytes): a real check, cheaper than today's 600 000.
      const salt = 'a-salt';
      const hash = crypto.pbkdf2Sync('correct-horse', salt, 25_000, 512, 'sha256').toString('hex');
      const checks = await Promise.all(
        ['correct-horse', 'correct-horse', 'wrong'].map((password) => authenticateLocalStrategy({ doc: { id: 7, hash, salt }, password })),
      );
      expect(checks.map((check) => check?.doc.id ?? null)).toEqual([7, 7, null]);
      expect(seen.calls).toBe(3);
      expect(seen.most).toBe(1);
    } finally {
      target.pbkdf2 = original;
    }
  });
});
