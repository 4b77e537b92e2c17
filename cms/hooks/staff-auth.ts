import {
  addDataAndFileToRequest,
  AuthenticationError,
  Forbidden,
  headersWithCors,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type PayloadRequest,
} from 'payload';
import { gateLogin } from '../../lib/platform/lockout';
import { clientIp } from '../../lib/platform/rate-limit/client-ip';
import { consume } from '../../lib/platform/rate-limit/limiter';
import type { LimitName } from '../../lib/platform/rate-limit/limits';
import { tooManyRequestsText } from '../../lib/platform/rate-limit/message';
import { Refused } from '../rest/refused';

/**
 * The back office's login, recovery and unlock (Payload's REST under /api/cms/staff/*, which the admin's own forms
 * post to) with the investors' protections (docs/rate-limits.md, docs/decisions/027): limits per client address
 * and per e-mail from the shared limiter, the shared lockout (lib/platform/lockout.ts), and answers that do not
 * tell a staff address from another. Calls through the Local API (our code, scripts) are not limited.
 */

const SLUG = 'staff';

/** A 429 in Payload's error format; Payload's error answer carries req.responseHeaders, hence Retry-After. */
function tooMany(req: PayloadRequest, seconds: number, message = tooManyRequestsText(req.i18n?.language)): Refused {
  const headers = new Headers(req.responseHeaders);
  headers.set('Retry-After', String(Math.max(1, Math.ceil(seconds))));
  req.responseHeaders = headers;
  return new Refused(message, 429);
}

async function countPerAddress(req: PayloadRequest, limit: LimitName): Promise<void> {
  const verdict = await consume(limit, clientIp(req));
  if (!verdict.allowed) throw tooMany(req, verdict.retryAfter);
}

/** As Payload's auth operations read the address. */
const emailOf = (data: unknown) => {
  const value = (data as { email?: unknown } | null | undefined)?.email;
  return typeof value === 'string' ? value.toLowerCase().trim() : '';
};

/**
 * Login: every attempt counts against the address's limit; then the shared lockout answers a locked account and
 * an unknown e-mail (one PBKDF2 each, as Payload's check of a real account costs), and Payload checks the rest
 * (its failures lock the account in the database). A lock is a 429 with Retry-After for both.
 */
async function guardLogin(req: PayloadRequest, data: unknown): Promise<void> {
  await countPerAddress(req, 'staffLogin');
  const email = emailOf(data);
  const password = (data as { password?: unknown } | null | undefined)?.password;
  if (!email || typeof password !== 'string' || !password.trim()) return; // Payload answers the missing field
  const account = (await req.payload.db.findOne({ collection: SLUG, req, where: { email: { equals: email } } })) as { lockUntil?: string | null } | null;
  const gate = await gateLogin(account, email, password, 'staffLoginFailures');
  if (gate.outcome === 'locked') throw tooMany(req, gate.ms / 1000, req.t('error:userLocked'));
  if (gate.outcome === 'wrong') throw new AuthenticationError(req.t);
}

export const guardStaffAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args;
  if (operation === 'login') await guardLogin(req, (args as { data?: unknown }).data);
  if (operation === 'unlock') await countPerAddress(req, 'staffUnlock');
  // Recovery from outside goes through staffForgotPassword below, which runs the operation through the Local API.
  if (operation === 'forgotPassword') throw new Forbidden(req.t);
  return args;
};

/**
 * POST /api/cms/staff/forgot-password in place of Payload's own (a collection's endpoints come before the defaults):
 * limited per client address (429), then silently per e-mail, and answered at once with Payload's answer. The
 * account's lookup, its reset token and the mail (through the queue) run after the answer, so its time is the same
 * for any address (Payload's took 46 ms for an account against 7 ms for an unknown address).
 */
export const staffForgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await countPerAddress(req, 'staffRecovery');
    await addDataAndFileToRequest(req);
    const email = emailOf(req.data);
    if (!email) throw Refused.in(req, { ru: 'Укажите адрес электронной почты.', en: 'Enter an e-mail address.' }, 400);
    if ((await consume('staffRecoveryAddress', email)).allowed) {
      const { payload, i18n } = req;
      void payload
        .forgotPassword({ collection: SLUG, data: { email }, req: { i18n } })
        .catch((error: unknown) => payload.logger.error({ err: error }, 'staff password recovery failed'));
    }
    return Response.json({ message: req.t('general:success') }, { headers: headersWithCors({ headers: new Headers(), req }), status: 200 });
  },
};

/**
 * A staff member's new password ends the reset link mailed before it (Payload itself ends the other sessions, not
 * the link): whoever asked for the link with an old address or mailbox can no longer use it.
 */
export const endResetLinkOnPasswordChange: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const newPassword = typeof data?.password === 'string' || typeof (req.data as { password?: unknown } | undefined)?.password === 'string';
  if (operation !== 'update' || !newPassword) return data;
  return { ...data, resetPasswordToken: null, resetPasswordExpiration: null };
};
