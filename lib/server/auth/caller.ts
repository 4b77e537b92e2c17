import 'server-only';
import { JWTAuthentication } from 'payload';
import { env } from '@/lib/platform/env';
import type { Investor } from '@/cms/payload-types';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { trustedProxyHops } from '@/lib/platform/rate-limit/client-ip';
import { messageError } from '@/lib/server/http';
import { payloadClient } from '@/lib/server/payload';
import { COLLECTION, isSessionOnly } from './tokens';
import { cookieValue } from '@/lib/decode';

export type Caller = {
  user: Investor;
  /** The session id in the token (what logout revokes). */
  sid: string;
  token: string;
  /** Where the token came from: the Authorization header or the portal_session cookie. */
  via: 'bearer' | 'cookie';
  sessionOnly: boolean;
};

/** The token the request carries: `Authorization: Bearer …` first, else the session cookie. */
export function requestToken(request: Request): { token: string; via: Caller['via'] } | null {
  const authorization = request.headers.get('authorization');
  if (authorization?.startsWith('Bearer ')) {
    const token = authorization.slice('Bearer '.length).trim();
    return token ? { token, via: 'bearer' } : null;
  }
  const cookie = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * The investor behind the request, or null: a valid signature, not expired, the session still on the
 * user (logout and password changes remove it). Staff tokens are not investors.
 */
export async function resolveCaller(request: Request): Promise<Caller | null> {
  const found = requestToken(request);
  if (!found) return null;
  const payload = await payloadClient();
  const { user } = await JWTAuthentication({
    headers: new Headers({ Authorization: `JWT ${found.token}`, DisableAutologin: 'true' }),
    payload,
    strategyName: 'local-jwt',
    isGraphQL: false,
  });
  if (!user || user.collection !== COLLECTION) return null;
  const sid = (user as { _sid?: string })._sid;
  if (!sid) return null;
  return { user: user as unknown as Investor, sid, token: found.token, via: found.via, sessionOnly: isSessionOnly(found.token) };
}

function hostOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A write authenticated by the cookie alone must come from the portal itself: its Origin is PUBLIC_URL's
 * or this request's host (SameSite=Lax already keeps the cookie off cross-site POSTs; this is the second lock).
 * X-Forwarded-Host names the host only when a trusted proxy set it (TRUSTED_PROXY_HOPS > 0, as for the client
 * address, docs/decisions/012); without one it is whatever the client wrote and is ignored.
 * Without an Origin header, only a same-origin Sec-Fetch-Site passes.
 */
export function isSameOriginWrite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  const originHost = hostOf(origin);
  if (!originHost) return false;
  const allowed = new Set(
    [hostOf(env.PUBLIC_URL), trustedProxyHops() > 0 ? request.headers.get('x-forwarded-host') : null, request.headers.get('host')]
      .filter((host): host is string => Boolean(host))
      .map((host) => host.split(',')[0]!.trim().toLowerCase()),
  );
  return allowed.has(originHost);
}

type Requirements = {
  /** Refuse an account whose e-mail is not confirmed yet (every call that sends data). */
  verified?: boolean;
  /** The call changes something (default: any method but GET/HEAD): a cookie-only caller needs a same-origin request. */
  write?: boolean;
};

/** The logged-in investor, or a thrown 401 / 403 envelope. */
export async function requireInvestor(request: Request, { verified = false, write }: Requirements = {}): Promise<Caller> {
  const caller = await resolveCaller(request);
  if (!caller) throw messageError(401, M.unauthorized);
  const isWrite = write ?? !['GET', 'HEAD'].includes(request.method.toUpperCase());
  if (isWrite && caller.via === 'cookie' && !isSameOriginWrite(request)) throw messageError(403, M.crossSite);
  if (verified && caller.user.emailVerified !== true) throw messageError(403, M.unverified);
  return caller;
}
