import 'server-only';
import crypto from 'node:crypto';
import { jwtSign, type Payload } from 'payload';
import { env } from '@/cms/env';
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

type StoredSession = { id: string; createdAt?: string | Date | null; expiresAt: string | Date };

async function readSessions(payload: Payload, userId: number | string): Promise<StoredSession[]> {
  const doc = (await payload.db.findOne({
    collection: COLLECTION,
    where: { id: { equals: userId } },
    select: { sessions: true },
  })) as { sessions?: StoredSession[] | null } | null;
  const now = Date.now();
  return (doc?.sessions ?? []).filter((session) => new Date(session.expiresAt).getTime() > now);
}

async function writeSessions(payload: Payload, userId: number | string, sessions: StoredSession[]): Promise<void> {
  await payload.db.updateOne({ collection: COLLECTION, id: userId, data: { sessions }, returning: false });
}

/**
 * Opens a server-side session (Payload's `sessions` on the user: revoking it kills the token) and signs
 * its token. `persist: false` gives the short session-only token. `replaceSid` drops that session at the
 * same time (login's own session when it is shortened).
 */
export async function startSession(
  payload: Payload,
  user: { id: number | string; email: string },
  { persist, replaceSid }: { persist: boolean; replaceSid?: string },
): Promise<{ token: string; exp: number; sid: string }> {
  const ttl = persist ? LONG_TOKEN_TTL_SECONDS : SESSION_TOKEN_TTL_SECONDS;
  const sid = crypto.randomUUID();
  const now = new Date();
  const sessions = (await readSessions(payload, user.id)).filter((session) => session.id !== replaceSid);
  sessions.push({ id: sid, createdAt: now, expiresAt: new Date(now.getTime() + ttl * 1000) });
  await writeSessions(payload, user.id, sessions);
  const { token, exp } = await jwtSign({
    fieldsToSign: { id: user.id, collection: COLLECTION, email: user.email, sid },
    secret: payload.secret,
    tokenExpiration: ttl,
  });
  return { token, exp, sid };
}

/** Logout: this token's session only. */
export async function revokeSession(payload: Payload, userId: number | string, sid: string): Promise<void> {
  const sessions = await readSessions(payload, userId);
  await writeSessions(payload, userId, sessions.filter((session) => session.id !== sid));
}

/** Every session (after a credential changed: lib/server/auth/service.ts endOutstandingAccess). */
export async function revokeAllSessions(payload: Payload, userId: number | string): Promise<void> {
  await writeSessions(payload, userId, []);
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
