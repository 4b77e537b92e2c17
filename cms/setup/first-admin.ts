import crypto from 'node:crypto';
import { type CollectionBeforeOperationHook, type Endpoint, type Payload, type PayloadRequest } from 'payload';
import { cookieValue } from '../../lib/decode';
import { env } from '../../lib/platform/env';
import { Refused } from '../rest/refused';

/**
 * Who may create the first administrator of an empty back office.
 *
 * Payload's first-user screen (/admin/create-first-user, POST /api/cms/staff/first-register) hands an admin account
 * to whoever comes first. Here the first administrator comes either from ADMIN_EMAIL/ADMIN_PASSWORD (cms/init.ts) or
 * through a one-time setup link that the server prints on its console at start while no staff account exists. The
 * link's token is an HMAC of its issue time under PAYLOAD_SECRET: every instance of one deployment accepts it, it is
 * stored nowhere, it expires after SETUP_TOKEN_TTL_MS, and it is spent once any staff account exists (Payload's own
 * first-register refuses then). Opening the link puts the token in an HttpOnly cookie scoped to the staff API and
 * sends the browser on to Payload's first-user form; a staff account created over HTTP by nobody signed in is
 * refused without that cookie.
 */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const SETUP_COOKIE = 'portal-admin-setup';
const SETUP_PATH = '/api/cms/staff/setup';

function signature(issuedAt: number, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`first-admin-setup:${issuedAt}`).digest('base64url');
}

/** A setup token issued at `now`: `<issued at, ms>.<signature>`. */
export function setupToken(now = Date.now(), secret = env.PAYLOAD_SECRET): string {
  return `${now}.${signature(now, secret)}`;
}

/** Whether `token` was issued by this deployment within the last SETUP_TOKEN_TTL_MS. */
export function setupTokenValid(token: string | null | undefined, now = Date.now(), secret = env.PAYLOAD_SECRET): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt > now || now - issuedAt > SETUP_TOKEN_TTL_MS) return false;
  const expected = Buffer.from(signature(issuedAt, secret));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The address an operator opens to create the first administrator. */
export function setupLink(token: string, publicUrl = env.PUBLIC_URL): string {
  return `${publicUrl.replace(/\/+$/, '')}${SETUP_PATH}?token=${encodeURIComponent(token)}`;
}

const REFUSED = {
  ru: 'Первого администратора создают по одноразовой ссылке, которую сервер выводит в журнал при запуске, или через ADMIN_EMAIL и ADMIN_PASSWORD.',
  en: 'The first administrator is created through the one-time link the server prints in its log at start, or with ADMIN_EMAIL and ADMIN_PASSWORD.',
};

const refusal = (req: PayloadRequest) => Refused.in(req, REFUSED, 403);

/**
 * Staff hook: an account created over HTTP with nobody signed in (Payload's first-register) needs the setup cookie,
 * and is an administrator.
 * Accounts created by signed-in administrators pass through Payload's access rules as before; the Local API
 * (ADMIN_EMAIL at start, `npm run create-staff`) is the server's own.
 */
export const firstAdminNeedsSetupLink: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local' || req.user) return args;
  if (!setupTokenValid(cookieValue(req.headers.get('cookie'), SETUP_COOKIE))) throw refusal(req);
  // The account made through the setup link is the back office's first administrator, whatever roles the form
  // showed (its roles field defaults to editor, which would leave the back office without an administrator).
  const data = (args as { data?: Record<string, unknown> }).data;
  return { ...args, data: { ...data, roles: ['admin'] } };
};

async function staffExists(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'staff', overrideAccess: true });
  return totalDocs > 0;
}

/**
 * GET /api/cms/staff/setup?token=…: a valid token on an empty back office becomes the setup cookie and the browser
 * goes on to the first-user form; anything else is a 403 (or, once staff exist, the login page).
 */
export const setupLinkEndpoint: Endpoint = {
  path: '/setup',
  method: 'get',
  handler: async (req) => {
    const noStore = { 'Cache-Control': 'no-store' };
    if (await staffExists(req.payload)) return new Response(null, { status: 303, headers: { ...noStore, Location: '/admin/login' } });
    const token = new URL(req.url ?? '', 'http://localhost').searchParams.get('token');
    if (!setupTokenValid(token)) throw refusal(req);
    const secure = env.PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
    const maxAge = Math.max(1, Math.floor((Number(token!.split('.')[0]) + SETUP_TOKEN_TTL_MS - Date.now()) / 1000));
    return new Response(null, {
      status: 303,
      headers: {
        ...noStore,
        Location: '/admin/create-first-user',
        'Set-Cookie': `${SETUP_COOKIE}=${token}; Path=/api/cms/staff; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
      },
    });
  },
};

/**
 * At start, while no staff account exists and ADMIN_EMAIL/ADMIN_PASSWORD did not create one: prints a fresh setup
 * link on the console (the only place it is written). Returns the link, or null when staff exist.
 */
export async function announceFirstAdminSetup(payload: Payload, print: (line: string) => void = (line) => console.log(line)): Promise<string | null> {
  if (await staffExists(payload)) return null;
  const link = setupLink(setupToken());
  print(
    [
      '',
      'The back office has no administrator yet. Within 24 hours, open this one-time link to create one:',
      `  ${link}`,
      '(or set ADMIN_EMAIL and ADMIN_PASSWORD and restart). A new link is printed at every start until then.',
      '',
    ].join('\n'),
  );
  return link;
}
