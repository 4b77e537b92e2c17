import 'server-only';
import crypto from 'node:crypto';
import { jwtSign } from 'payload';
import type { Owner } from '@/lib/server/repositories/owner';
import { ownerOf, readSessions, type StoredSession, writeSessions } from '@/lib/server/repositories/investors';
import { payloadClient } from '@/lib/server/payload';
import { env } from '@/lib/platform/env';
import { INVESTOR_TOKEN_TTL_SECONDS } from '@/cms/collections/investors';
import { SESSION_COOKIE } from '@/lib/session-cookie';

export const COLLECTION = 'investors' as const;

/** "Remember me": 30 days (the collection's tokenExpiration). */
export const LONG_TOKEN_TTL_SECONDS = INVESTOR_TOKEN_TTL_SECONDS;
/** `session: true` (remember me unchecked): 12 hours, and a browser-session cookie. */
export const SESSION_TOKEN_TTL_SECONDS = 12 * 60 * 60;

type Claims = { id?: number | string; sid?: string; iat?: number; exp?: number; email?: string; collection?: string };

/** The claims of a token this server signed (the signature is checked elsewhere: Payload's JWT strategy). */
export function readClaims(token: string): Claims {
  try {
    const part = token.split('.')[1];
    return part ? (JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Claims) : {};
  } catch {
    return {};
  }
}

/** A session-only token lives no longer than SESSION_TOKEN_TTL_SECONDS. */
export function isSessionOnly(token: string): boolean {
  const { iat, exp } = readClaims(token);
  return typeof iat === 'number' && typeof exp === 'number' && exp - iat <= SESSION_TOKEN_TTL_SECONDS;
}

/** The owner's sessions that have not expired. */
async function liveSessions(owner: Owner): Promise<StoredSession[]> {
  const now = Date.now();
  return (await readSessions(owner)).filter((session) => new Date(session.expiresAt).getTime() > now);
}

/**
 * Opens a server-side session (Payload's `sessions` on the user: revoking it kills the token) and signs
 * its token. `persist: false` gives the short session-only token. `replaceSid` drops that session at the
 * same time (login's own session when it is shortened).
 */
export async function startSession(
  user: { id: number; email: string },
  { persist, replaceSid }: { persist: boolean; replaceSid?: string },
): Promise<{ token: string; exp: number; sid: string }> {
  const owner = ownerOf(user);
  const ttl = persist ? LONG_TOKEN_TTL_SECONDS : SESSION_TOKEN_TTL_SECONDS;
  const sid = crypto.randomUUID();
  const now = new Date();
  const sessions = (await liveSessions(owner)).filter((session) => session.id !== replaceSid);
  sessions.push({ id: sid, createdAt: now, expiresAt: new Date(now.getTime() + ttl * 1000) });
  await writeSessions(owner, sessions);
  const { token, exp } = await jwtSign({
    fieldsToSign: { id: user.id, collection: COLLECTION, email: user.email, sid },
    secret: (await payloadClient()).secret,
    tokenExpiration: ttl,
  });
  return { token, exp, sid };
}

/** Logout: this token's session only. */
export async function revokeSession(owner: Owner, sid: string): Promise<void> {
  const sessions = await liveSessions(owner);
  await writeSessions(owner, sessions.filter((session) => session.id !== sid));
}

/** Every session (after a credential changed: lib/server/auth/service.ts endOutstandingAccess). */
export async function revokeAllSessions(owner: Owner): Promise<void> {
  await writeSessions(owner, []);
}

const secureCookie = () => env.PUBLIC_URL.startsWith('https://');

/** The HttpOnly cookie proxy.ts's `auth` guard reads; a browser-session cookie for a session-only token. */
export function sessionCookie(token: string, persist: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secureCookie() ? ['Secure'] : []),
    ...(persist ? [`Max-Age=${LONG_TOKEN_TTL_SECONDS}`] : []),
  ].join('; ');
}

export function clearedSessionCookie(): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secureCookie() ? ['Secure'] : []), 'Max-Age=0'].join('; ');
}

/** Mailed tokens are random and stored only as their SHA-256. */
export function newMailToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('hex');
  return { token, hash: hashMailToken(token) };
}

export function hashMailToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
