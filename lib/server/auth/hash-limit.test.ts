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
