import { beforeAll, describe, expect, it, vi } from 'vitest';

let tokens: typeof import('./unsubscribe-token');
beforeAll(async () => {
  // The module reads the validated environment when loaded; the tests pass their own secrets.
  vi.stubEnv('PAYLOAD_SECRET', 'x'.repeat(40));
  tokens = await import('./unsubscribe-token');
});

const SECRET = 'a'.repeat(40);

describe('unsubscribe tokens', () => {
  it('are random 64-hex tokens stored as their SHA-256 and a sealed copy that opens to the same token', () => {
    const { hashUnsubscribeToken, newUnsubscribeToken, openUnsubscribeToken } = tokens;
    const first = newUnsubscribeToken(SECRET);
    const second = newUnsubscribeToken(SECRET);
    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toBe(hashUnsubscribeToken(first.token));
    expect(first.hash).not.toContain(first.token);
    expect(first.sealed).not.toContain(first.token);
    expect(openUnsubscribeToken(first.sealed, SECRET)).toBe(first.token);
  });

  it('do not open under another secret or when tampered with', () => {
    const { openUnsubscribeToken, sealUnsubscribeToken } = tokens;
    const sealed = sealUnsubscribeToken('f'.repeat(64), SECRET);
    expect(openUnsubscribeToken(sealed, 'b'.repeat(40))).toBeNull();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect(openUnsubscribeToken(tampered.toString('base64url'), SECRET)).toBeNull();
    expect(openUnsubscribeToken('not sealed', SECRET)).toBeNull();
  });
});
