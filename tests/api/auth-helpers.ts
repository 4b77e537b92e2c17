import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as loginRoute from '@/app/api/v1/auth/login/email/route';
import * as logoutRoute from '@/app/api/v1/auth/logout/route';
import * as recoveryRoute from '@/app/api/v1/auth/password-recovery/email/route';
import * as resetRoute from '@/app/api/v1/auth/password-recovery/reset-password/[token]/route';
import * as registrationRoute from '@/app/api/v1/auth/registration/email/route';
import * as verifyRoute from '@/app/api/v1/auth/verify/[token]/route';
import * as resendRoute from '@/app/api/v1/auth/verify/resend/route';
import * as studyRoute from '@/app/api/v1/study-materials/route';
import * as avatarRoute from '@/app/api/v1/user/avatar/route';
import * as changePasswordRoute from '@/app/api/v1/user/change-password/route';
import * as infoRoute from '@/app/api/v1/user/info/route';
import * as deleteAvatarRoute from '@/app/api/v1/user/update/avatar/route';
import * as updateRoute from '@/app/api/v1/user/update/route';
import * as emailChangeRoute from '@/app/api/v1/auth/email-change/[token]/route';
import * as cancelEmailChangeRoute from '@/app/api/v1/user/email-change/cancel/route';
import * as deleteAccountRoute from '@/app/api/v1/user/delete/route';

// The suite plays the reverse proxy: each test's X-Forwarded-For is the one entry a trusted proxy would append
// (lib/platform/rate-limit/client-ip.ts clientIp), so per-IP limits do not leak between tests.
process.env.TRUSTED_PROXY_HOPS ??= '1';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The accounts API's routes, matched like Next's router would (static segments before [token]). */
const routes: [method: string, pattern: RegExp, handler: Handler][] = [
  ['POST', /^\/auth\/registration\/email$/, registrationRoute.POST as Handler],
  ['POST', /^\/auth\/login\/email$/, loginRoute.POST as Handler],
  ['GET', /^\/auth\/logout$/, logoutRoute.GET as Handler],
  ['POST', /^\/auth\/verify\/resend$/, resendRoute.POST as Handler],
  ['POST', /^\/auth\/verify\/(?<token>[^/]+)$/, verifyRoute.POST as Handler],
  ['POST', /^\/auth\/password-recovery\/email$/, recoveryRoute.POST as Handler],
  ['POST', /^\/auth\/password-recovery\/reset-password\/(?<token>[^/]+)$/, resetRoute.POST as Handler],
  ['GET', /^\/user\/info$/, infoRoute.GET as Handler],
  ['POST', /^\/user\/update$/, updateRoute.POST as Handler],
  ['DELETE', /^\/user\/update\/avatar$/, deleteAvatarRoute.DELETE as Handler],
  ['POST', /^\/user\/change-password$/, changePasswordRoute.POST as Handler],
  ['GET', /^\/user\/avatar$/, avatarRoute.GET as Handler],
  ['GET', /^\/study-materials$/, studyRoute.GET as Handler],
  ['POST', /^\/auth\/email-change\/(?<token>[^/]+)$/, emailChangeRoute.POST as Handler],
  ['POST', /^\/user\/email-change\/cancel$/, cancelEmailChangeRoute.POST as Handler],
  ['POST', /^\/user\/delete$/, deleteAccountRoute.POST as Handler],
];

/** Other suites' routes for `api()` (put static segments before dynamic ones, as Next's router matches). */
export function addRoutes(...entries: [method: string, pattern: RegExp, handler: Handler][]): void {
  for (const entry of entries) if (!routes.some(([m, p]) => m === entry[0] && p.source === entry[1].source)) routes.push(entry);
}

export type Answer<T = unknown> = { status: number; body: { success: boolean; result: T }; headers: Headers; raw: Response };

type Options = {
  token?: string;
  cookie?: string;
  json?: unknown;
  form?: FormData;
  /** A raw body (e.g. a stream generated on the fly) with its content type. */
  body?: { stream: ReadableStream<Uint8Array>; type: string };
  headers?: Record<string, string>;
  language?: string;
  /** Client address (X-Forwarded-For): each test uses its own, so per-IP limits do not leak between tests. */
  ip?: string;
};

/** Calls a route handler (the accounts routes and those `addRoutes` added) the way Next would. */
export async function api<T = Record<string, unknown>>(method: string, url: string, options: Options = {}): Promise<Answer<T>> {
  const full = new URL(url, 'http://localhost:3104/api/v1/');
  const pathname = full.pathname.replace(/^\/api\/v1/, '');
  const route = routes.find(([m, pattern]) => m === method && pattern.test(pathname));
  if (!route) throw new Error(`no route for ${method} ${pathname}`);
  const params = (route[1].exec(pathname)?.groups ?? {}) as Record<string, string>;
  const headers = new Headers(options.headers);
  headers.set('host', 'localhost:3104');
  headers.set('x-forwarded-for', options.ip ?? '10.0.0.1');
  if (options.language) headers.set('language', options.language);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.cookie) headers.set('cookie', options.cookie);
  let body: BodyInit | undefined;
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const encoded = new Request('http://x/', { method: 'POST', body: options.form });
    headers.set('content-type', encoded.headers.get('content-type')!);
    body = await encoded.arrayBuffer();
    headers.set('content-length', String(body.byteLength));
  } else if (options.body) {
    headers.set('content-type', options.body.type);
    body = options.body.stream;
    init.duplex = 'half';
  }
  const request = new Request(full, { ...init, body });
  const raw = await route[2](request, { params: Promise.resolve(params) });
  const type = raw.headers.get('content-type') ?? '';
  const parsed = type.includes('application/json') ? await raw.clone().json() : { success: raw.ok, result: null };
  return { status: raw.status, body: parsed, headers: raw.headers, raw };
}

let counter = 0;
/** A fresh address and client IP per call. */
export function unique(prefix = 'investor'): { email: string; ip: string } {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${crypto.randomBytes(2).toString('hex')}`;
  return { email: `${prefix}-${tag}@example.org`, ip: `10.${(counter >> 8) & 255}.${counter & 255}.${crypto.randomInt(1, 254)}` };
}

export const PASSWORD = 'correct-horse-42';

export async function registerInvestor(email: string, ip: string, extra: Record<string, unknown> = {}) {
  return api('POST', 'auth/registration/email', {
    ip,
    headers: { Language: 'ru' },
    json: { name: 'Иван', surname: 'Петров', phone: '+7 391 200-00-00', email, password: PASSWORD, consent: true, ...extra },
  });
}

export async function loginAs(email: string, ip: string, password = PASSWORD, session = false): Promise<string> {
  const { status, body } = await api<{ token: string }>('POST', 'auth/login/email', { ip, json: { email, password, session } });
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.result.token;
}

/** The newest message to `to` from the outbox, as written. */
function rawMail(to: string): string {
  const dir = process.env.OUTBOX_DIR!;
  const safe = to.replace(/[^\w@.-]/g, '_');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${safe}.eml`)).sort() : [];
  const file = files.at(-1);
  if (!file) throw new Error(`no mail to ${to}`);
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

/** Decodes quoted-printable (byte by byte: some suites read non-Latin text back as UTF-8) and returns the newest message to `to`. */
export function lastMail(to: string): string {
  return rawMail(to).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest message to `to` as text in any language: quoted-printable runs and base64 parts (nodemailer picks
 * base64 for mostly non-Latin text) decoded as UTF-8, the decoded parts after the message.
 */
export function mailText(to: string): string {
  const raw = rawMail(to);
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((match) =>
    Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  return [quotedPrintable, ...base64Parts].join('\n');
}

export function mailCount(to: string): number {
  const dir = process.env.OUTBOX_DIR!;
  const safe = to.replace(/[^\w@.-]/g, '_');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${safe}.eml`)).length : 0;
}

const LINKS = {
  verify: /\/verification\/([a-f0-9]{64})/,
  reset: /\/reset-password\/token=([a-f0-9]{64})/,
  emailChange: /\/verification\/email-change\/([a-f0-9]{64})/,
};

/** The token of the newest mailed link: /verification/{token}, /reset-password/token={token} or /verification/email-change/{token}. */
export function mailedToken(to: string, kind: keyof typeof LINKS): string {
  const mail = lastMail(to);
  const pattern = LINKS[kind];
  const match = pattern.exec(mail);
  if (!match) throw new Error(`no ${kind} link in the mail to ${to}`);
  return match[1]!;
}

export function claims(token: string): { iat: number; exp: number; sid: string; id: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** A registered and confirmed investor with a long-lived token. */
export async function verifiedInvestor(prefix = 'verified') {
  const { email, ip } = unique(prefix);
  const registered = await registerInvestor(email, ip);
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const verified = await api('POST', `auth/verify/${mailedToken(email, 'verify')}`, { ip });
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  const token = await loginAs(email, ip);
  return { email, ip, token, id: claims(token).id };
}
