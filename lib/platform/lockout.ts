// No `server-only`: the staff collection's login guard (cms/hooks/staff-auth.ts) uses it too, and cms/ also loads in the CLI.
import crypto from 'node:crypto';
import { blockedFor, consume } from './rate-limit/limiter';
import type { LimitName } from './rate-limit/limits';

/**
 * The lockout both password logins share: the investors' (lib/server/auth/service.ts) and the back office's
 * (cms/hooks/staff-auth.ts). Payload checks the password of a real account, counts its failures and locks it in
 * the database; what it would answer at once — an e-mail without an account, a locked account — is answered here
 * after the same work, so neither the time nor the answer tells a real account (docs/decisions/011, 027).
 */

/** Payload's current hash: PBKDF2-SHA256, 600 000 iterations, 32 bytes (payload/dist/auth/strategies/local). */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const;
const DUMMY_SALT = crypto.randomBytes(32).toString('hex');

/** The hash a real password check costs, for nothing. */
function dummyHash(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PASSWORD_HASH;
  return new Promise((resolve) => crypto.pbkdf2(password, DUMMY_SALT, iterations, keyLength, digest, () => resolve()));
}

/** `check`: let Payload check the password; `wrong`: answer "wrong password"; `locked`: answer the lock for `ms`. */
export type LoginGate = { outcome: 'check' } | { outcome: 'wrong' } | { outcome: 'locked'; ms: number };

/**
 * Before Payload sees a login. `account` is the row found by the e-mail (null: none). An account locked in the
 * database is answered as locked; an e-mail without an account fails like a wrong password and "locks" like an
 * account, its failures counted under `failures` in the limiter store (Redis when configured, so every instance
 * answers alike). Both after one PBKDF2, as Payload's check of a real password costs.
 */
export async function gateLogin(
  account: { lockUntil?: string | null } | null,
  email: string,
  password: string,
  failures: LimitName,
): Promise<LoginGate> {
  if (!account) {
    await dummyHash(password);
    const locked = await blockedFor(failures, email);
    if (locked) return { outcome: 'locked', ms: locked };
    await consume(failures, email);
    return { outcome: 'wrong' };
  }
  const lockedFor = account.lockUntil ? new Date(account.lockUntil).getTime() - Date.now() : 0;
  if (lockedFor > 0) {
    await dummyHash(password);
    return { outcome: 'locked', ms: lockedFor };
  }
  return { outcome: 'check' };
}
