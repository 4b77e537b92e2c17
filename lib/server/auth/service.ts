import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import type { Investor } from '@/cms/payload-types';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { canonicalEmail } from '@/lib/auth/schemas/fields';
import type { LoginInput } from '@/lib/auth/schemas/login';
import type { ProfileUpdateInput } from '@/lib/auth/schemas/profile';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { reencodeAvatar } from './avatar';
import { gateLogin } from './lockout';
import type { Caller } from './caller';
import { fieldError, messageError } from './http';
import type { Locale } from '@/i18n/routing';
import { env } from '@/cms/env';
import { readObject, s3Settings } from '@/lib/server/uploads/s3-storage';
import { sendEmailChangeMail, sendEmailChangeNotice, sendResetMail, sendSecurityNotice, sendVerificationMail, type SecurityNotice } from './mail';
import { payloadClient } from './payload';
import { clientIp } from '@/lib/server/rate-limit/client-ip';
import { enforce, enforceOne, enforcePerIp, tooManyRequests } from '@/lib/server/rate-limit/guard';
import { consume } from '@/lib/server/rate-limit/limiter';
import { COLLECTION, hashMailToken, newMailToken, readClaims, revokeAllSessions, revokeSession, startSession } from './tokens';

const VERIFY_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const RESEND_INTERVAL_MS = 60 * 1000;

type Context = { request: Request; locale: Locale | null };

/**
 * Payload's errors are told apart by their status and data, not by class: in a production build class
 * identities and names are not something to rely on (lib/server/http.ts does the same).
 */
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const isDuplicateEmail = (error: unknown) =>
  Boolean((error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors?.some((e) => e.path === 'email'));

async function lockedFor(payload: Payload, email: string): Promise<number> {
  const user = await findByEmail(payload, email);
  const until = user?.lockUntil ? new Date(user.lockUntil).getTime() : 0;
  return Math.max(0, until - Date.now());
}

/** The user as the API answers it (spec §3): never hashes, sessions or tokens. */
export function toPortalUser(user: Investor): PortalUser {
  const avatarId = typeof user.avatar === 'object' && user.avatar ? user.avatar.id : user.avatar;
  const verified = user.emailVerified === true;
  return {
    id: user.id,
    image: avatarId ? `/api/v1/user/avatar?v=${avatarId}` : null,
    surname: user.surname,
    name: user.name,
    fathersName: user.fathersName ?? null,
    phone: user.phone,
    email: user.email,
    pendingEmail: user.pendingEmail ?? null,
    company: user.company ?? null,
    status: verified ? 'active' : 'unverified',
    verified,
  };
}

async function findByEmail(payload: Payload, email: string) {
  return (await payload.db.findOne({ collection: COLLECTION, where: { email: { equals: email } } })) as
    | (Investor & { lockUntil?: string | null; loginAttempts?: number | null })
    | null;
}

// ---------------------------------------------------------------------------------------------
// Login: the same answer, in about the same time, for an unknown e-mail and a wrong password (lockout.ts).

const lockedError = (ms: number) => fieldError(429, 'password', M.locked, { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });
const wrongCredentials = () => fieldError(422, 'password', M.wrongCredentials);

export type Issued = { token: string; persist: boolean; user: Investor };

/** Counts a login attempt of the client's IP (before validation: every attempt counts). */
export function countLoginAttempt(request: Request): Promise<void> {
  return enforcePerIp(request, 'login', 'password');
}

export async function login(input: Required<Pick<LoginInput, 'email' | 'password'>> & { session: boolean }, ctx: Context): Promise<Issued> {
  const payload = await payloadClient();
  const { email, password, session } = input;
  const gate = await gateLogin(await findByEmail(payload, email), email, password, 'loginFailures');
  if (gate.outcome === 'locked') throw lockedError(gate.ms);
  if (gate.outcome === 'wrong') throw wrongCredentials();
  let result: { token?: string; user: Investor };
  try {
    result = (await payload.login({ collection: COLLECTION, data: { email, password }, depth: 0, overrideAccess: true })) as typeof result;
  } catch (error) {
    // 401: the password was wrong (this attempt may have locked the account: the next one hears it),
    // or parallel attempts locked it a moment ago — either way this attempt failed on its password.
    if (statusOf(error) === 401) throw wrongCredentials();
    throw error;
  }
  let token = result.token!;
  if (session) {
    // Payload opened a 30-day session; swap it for a session-only one.
    ({ token } = await startSession(payload, result.user, { persist: false, replaceSid: readClaims(token).sid }));
  }
  if (ctx.locale && result.user.locale !== ctx.locale) {
    await payload.db.updateOne({ collection: COLLECTION, id: result.user.id, data: { locale: ctx.locale }, returning: false });
  }
  return { token, persist: !session, user: result.user };
}

// ---------------------------------------------------------------------------------------------
// Registration and e-mail confirmation.

type Registration = { name: string; surname: string; phone: string; email: string; password: string; consent?: boolean | string };

const isTruthy = (value: unknown) => value === true || value === 'true' || value === '1' || value === 'on';

export async function register(input: Registration, ctx: Context): Promise<Investor> {
  await enforce(ctx.request, [
    { limit: 'registration', key: clientIp(ctx.request) },
    { limit: 'registrationAddress', key: input.email },
  ]);
  const payload = await payloadClient();
  if (await findByEmail(payload, input.email)) throw fieldError(422, 'email', M.emailTaken);
  const { token, hash } = newMailToken();
  const now = new Date();
  let user: Investor;
  try {
    user = (await payload.create({
      collection: COLLECTION,
      overrideAccess: true,
      depth: 0,
      data: {
        name: input.name,
        surname: input.surname,
        phone: input.phone,
        email: input.email,
        password: input.password,
        emailVerified: false,
        locale: ctx.locale ?? 'ru',
        consentAt: isTruthy(input.consent) ? now.toISOString() : null,
        verificationTokenHash: hash,
        verificationTokenExpires: new Date(now.getTime() + VERIFY_TTL_MS).toISOString(),
        verificationSentAt: now.toISOString(),
      },
    })) as Investor;
  } catch (error) {
    // Two registrations of one address at once: the unique index decides.
    if (isDuplicateEmail(error)) throw fieldError(422, 'email', M.emailTaken);
    throw error;
  }
  await sendVerificationMail(payload, user, token).catch((error: unknown) =>
    payload.logger.error({ err: error }, `confirmation mail to ${user.email} failed: the user can ask for it again`),
  );
  return user;
}

const TOKEN_PATTERN = /^[a-f0-9]{64}$/;

export async function verifyEmail(token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) throw fieldError(422, 'token', M.tokenInvalid);
  const payload = await payloadClient();
  const user = (await payload.db.findOne({
    collection: COLLECTION,
    where: { verificationTokenHash: { equals: hashMailToken(token) } },
  })) as (Investor & { verificationTokenExpires?: string | null }) | null;
  const expires = user?.verificationTokenExpires ? new Date(user.verificationTokenExpires).getTime() : 0;
  if (!user || expires < Date.now()) throw fieldError(422, 'token', M.tokenInvalid);
  // The link stays valid until it expires, so opening it twice still answers "verified".
  if (user.emailVerified !== true) {
    await payload.update({ collection: COLLECTION, id: user.id, data: { emailVerified: true }, overrideAccess: true, depth: 0 });
  }
}

/** A new link for an unconfirmed account, at most once a minute; false when it is too soon. */
async function mailNewVerificationLink(payload: Payload, userId: number | string): Promise<{ sent: boolean; retryAfter: number }> {
  const full = (await payload.db.findOne({ collection: COLLECTION, where: { id: { equals: userId } } })) as
    | (Investor & { verificationSentAt?: string | null })
    | null;
  if (!full || full.emailVerified === true) return { sent: false, retryAfter: 0 };
  const sentAt = full.verificationSentAt ? new Date(full.verificationSentAt).getTime() : 0;
  if (Date.now() - sentAt < RESEND_INTERVAL_MS) {
    return { sent: false, retryAfter: Math.ceil((sentAt + RESEND_INTERVAL_MS - Date.now()) / 1000) };
  }
  const { token, hash } = newMailToken();
  const now = new Date();
  await payload.db.updateOne({
    collection: COLLECTION,
    id: full.id,
    returning: false,
    data: {
      verificationTokenHash: hash,
      verificationTokenExpires: new Date(now.getTime() + VERIFY_TTL_MS).toISOString(),
      verificationSentAt: now.toISOString(),
    },
  });
  await sendVerificationMail(payload, full, token);
  return { sent: true, retryAfter: 0 };
}

/** POST /auth/verify/resend with a token: the logged-in, unconfirmed investor. */
export async function resendVerification(caller: Caller, ctx: Context): Promise<void> {
  if (caller.user.emailVerified === true) throw messageError(409, M.alreadyVerified);
  await enforcePerIp(ctx.request, 'resend');
  const payload = await payloadClient();
  const { retryAfter } = await mailNewVerificationLink(payload, caller.user.id);
  if (retryAfter) throw tooManyRequests(ctx.request, retryAfter);
}

/**
 * POST /auth/verify/resend by a guest with `{ email }`: the same answer whether the address has an account, is
 * confirmed already or not (no enumeration); only an unconfirmed account gets a new link. Limited per IP and
 * per address (the per-address limit is silent too: it must not tell an existing address from another).
 */
export async function resendVerificationByEmail(email: string, ctx: Context): Promise<void> {
  await enforcePerIp(ctx.request, 'resend');
  if (!(await consume('resendAddress', email)).allowed) return;
  const payload = await payloadClient();
  const user = await findByEmail(payload, email);
  if (!user || user.emailVerified === true) return;
  await mailNewVerificationLink(payload, user.id).catch((error: unknown) =>
    payload.logger.error({ err: error }, `confirmation mail to ${email} failed`),
  );
}

// ---------------------------------------------------------------------------------------------
// After a credential changes.

const NO_EMAIL_CHANGE = { pendingEmail: null, emailChangeTokenHash: null, emailChangeTokenExpires: null };
const NO_RESET_LINK = { resetPasswordToken: null, resetPasswordExpiration: null };

/**
 * What a credential change (password changed or reset, login address changed) ends:
 * - every session: whoever knew the old password or used the old mailbox may hold one. The caller of a password
 *   change gets a new session afterwards (changePassword); a reset and an e-mail change are made from a mailed
 *   link, not from a session, so nobody stays logged in;
 * - the password-reset link: it may sit in a mailbox that is no longer the account's, or have been asked for by
 *   whoever knew the old password;
 * - a pending e-mail change: a session stolen before the password change could have asked for one to its own
 *   mailbox and would take the account over by following it.
 * Then the account holder is told by mail, in the account's language (after an e-mail change at the old
 * address, `to`); a failed notice is logged, the change stands.
 */
async function endOutstandingAccess(
  payload: Payload,
  user: Investor,
  notice: SecurityNotice,
  to: { email: string; newEmail?: string } = { email: user.email },
): Promise<void> {
  // Two writes: the database adapters store the sessions array apart from the account's own columns.
  await payload.db.updateOne({ collection: COLLECTION, id: user.id, returning: false, data: { ...NO_RESET_LINK, ...NO_EMAIL_CHANGE } });
  await revokeAllSessions(payload, user.id);
  await sendSecurityNotice(payload, { ...user, email: to.email }, notice, { email: to.newEmail }).catch((error: unknown) =>
    payload.logger.error({ err: error }, `security notice (${notice}) to ${to.email} failed`),
  );
}

// ---------------------------------------------------------------------------------------------
// Password recovery and change.

export async function requestPasswordReset(email: string, ctx: Context): Promise<void> {
  // The answer tells whether the address has an account: limited per IP and per address.
  await enforce(ctx.request, [{ limit: 'recovery', key: clientIp(ctx.request) }, { limit: 'recoveryAddress', key: email }], 'email');
  const payload = await payloadClient();
  const user = await findByEmail(payload, email);
  if (!user) throw fieldError(422, 'email', M.unknownEmail);
  const { token, hash } = newMailToken();
  await payload.db.updateOne({
    collection: COLLECTION,
    id: user.id,
    returning: false,
    data: { resetPasswordToken: hash, resetPasswordExpiration: new Date(Date.now() + RESET_TTL_MS).toISOString() },
  });
  await sendResetMail(payload, { ...user, locale: ctx.locale ?? user.locale }, token);
}

export async function resetPassword(token: string, password: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) throw fieldError(422, 'token', M.tokenInvalid);
  const payload = await payloadClient();
  let result: { user: Investor };
  try {
    // Payload finds the user by the stored hash and an unexpired date, sets the password, unlocks the
    // account, ends every session and marks the token used (its expiration becomes "now").
    result = (await payload.resetPassword({
      collection: COLLECTION,
      data: { token: hashMailToken(token), password },
      overrideAccess: true,
    })) as unknown as typeof result;
  } catch (error) {
    if (statusOf(error) === 403) throw fieldError(422, 'token', M.tokenInvalid);
    throw error;
  }
  // Payload also opened a session for its own token, which nobody receives: it ends with the others.
  // Following the mailed link proves the mailbox, so the address counts as confirmed.
  await endOutstandingAccess(payload, result.user, 'passwordResetNotice');
  if (result.user.emailVerified !== true) {
    await payload.update({ collection: COLLECTION, id: result.user.id, data: { emailVerified: true }, overrideAccess: true, depth: 0 });
  }
}

export async function changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<Issued> {
  const payload = await payloadClient();
  const locked = await lockedFor(payload, caller.user.email);
  if (locked) throw fieldError(429, 'current_password', M.locked, { 'Retry-After': String(Math.ceil(locked / 1000)) });
  try {
    // Checking the current password through login counts failures towards the lockout too.
    await payload.login({ collection: COLLECTION, data: { email: caller.user.email, password: currentPassword }, depth: 0, overrideAccess: true });
  } catch (error) {
    if (statusOf(error) === 401) throw fieldError(422, 'current_password', M.currentPasswordIncorrect);
    throw error;
  }
  const user = (await payload.update({
    collection: COLLECTION,
    id: caller.user.id,
    data: { password: newPassword },
    overrideAccess: true,
    depth: 0,
  })) as Investor;
  // Every session ends, the caller's too; the caller alone gets a new one, in the answer.
  await endOutstandingAccess(payload, user, 'passwordChangedNotice');
  const persist = !caller.sessionOnly;
  const { token } = await startSession(payload, user, { persist });
  return { token, persist, user };
}

export async function logout(caller: Caller): Promise<void> {
  const payload = await payloadClient();
  await revokeSession(payload, caller.user.id, caller.sid);
}

// ---------------------------------------------------------------------------------------------
// Profile and avatar.

export async function updateProfile(request: Request, caller: Caller, data: ProfileUpdateInput, image: File | undefined): Promise<Investor> {
  const payload = await payloadClient();
  const user = caller.user;
  const changes: Record<string, unknown> = {};
  for (const key of ['surname', 'name', 'fathersName', 'phone', 'company'] as const) {
    if (data[key] !== undefined) changes[key] = data[key] === '' ? null : data[key];
  }
  let emailChange: { email: string; token: string } | null = null;
  if (data.email !== undefined && data.email !== user.email && data.email !== user.pendingEmail) {
    // The confirmed address stays in force; the new one waits for the link mailed to it (issue 12).
    await enforceOne(request, 'emailChange', String(user.id), 'email');
    await assertEmailFree(payload, data.email, user.id);
    const { token, hash } = newMailToken();
    emailChange = { email: data.email, token };
    Object.assign(changes, {
      pendingEmail: data.email,
      emailChangeTokenHash: hash,
      emailChangeTokenExpires: new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString(),
    });
  }
  const previousAvatar = typeof user.avatar === 'object' && user.avatar ? user.avatar.id : user.avatar;
  let newAvatar: number | string | null = null;
  if (image) {
    const webp = await reencodeAvatar(image);
    const doc = await payload.create({
      collection: 'avatars',
      overrideAccess: true,
      depth: 0,
      data: { owner: user.id },
      file: { data: webp, mimetype: 'image/webp', name: `avatar-${user.id}-${crypto.randomBytes(6).toString('hex')}.webp`, size: webp.byteLength },
    });
    newAvatar = doc.id;
    changes.avatar = doc.id;
  }
  let updated: Investor;
  try {
    updated = (await payload.update({ collection: COLLECTION, id: user.id, data: changes, overrideAccess: true, depth: 0 })) as Investor;
  } catch (error) {
    if (newAvatar) await payload.delete({ collection: 'avatars', id: newAvatar, overrideAccess: true }).catch(() => undefined);
    if (isDuplicateEmail(error)) throw fieldError(422, 'email', M.emailTaken);
    throw error;
  }
  if (newAvatar && previousAvatar) {
    await payload.delete({ collection: 'avatars', id: previousAvatar, overrideAccess: true }).catch(() => undefined);
  }
  if (emailChange) {
    const change = emailChange;
    await sendEmailChangeMail(payload, updated, change.email, change.token).catch((error: unknown) =>
      payload.logger.error({ err: error }, `e-mail change link to ${change.email} failed: the user can ask again`),
    );
    await sendEmailChangeNotice(payload, updated, change.email).catch((error: unknown) =>
      payload.logger.error({ err: error }, `e-mail change notice to ${updated.email} failed`),
    );
  }
  return updated;
}

// ---------------------------------------------------------------------------------------------
// E-mail change: confirmed through the link mailed to the new address; cancellable until then.

/** No other account may use the address, as its login or as its own pending change. */
async function assertEmailFree(payload: Payload, email: string, userId: number | string): Promise<void> {
  const other = await findByEmail(payload, email);
  if (other && other.id !== userId) throw fieldError(422, 'email', M.emailTaken);
}

/** POST /user/email-change/cancel: the pending address and its link are dropped (a no-op when none is pending). */
export async function cancelEmailChange(caller: Caller): Promise<Investor> {
  if (!caller.user.pendingEmail) return caller.user;
  const payload = await payloadClient();
  return (await payload.update({ collection: COLLECTION, id: caller.user.id, data: NO_EMAIL_CHANGE, overrideAccess: true, depth: 0 })) as Investor;
}

/**
 * POST /auth/email-change/{token}: the pending address becomes the login (canonical form, checked free again
 * now), the link is used up. Unknown or used link → 404, expired → 410, address taken meanwhile → 409 `email`.
 */
export async function confirmEmailChange(token: string): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw messageError(404, A.emailChangeInvalid);
  const payload = await payloadClient();
  const user = (await payload.db.findOne({
    collection: COLLECTION,
    where: { emailChangeTokenHash: { equals: hashMailToken(token) } },
  })) as Investor | null;
  if (!user?.pendingEmail) throw messageError(404, A.emailChangeInvalid);
  const expires = user.emailChangeTokenExpires ? new Date(user.emailChangeTokenExpires).getTime() : 0;
  if (expires < Date.now()) {
    await payload.db.updateOne({ collection: COLLECTION, id: user.id, data: NO_EMAIL_CHANGE, returning: false });
    throw messageError(410, A.emailChangeInvalid);
  }
  const email = canonicalEmail(user.pendingEmail);
  const other = await findByEmail(payload, email);
  if (other && other.id !== user.id) {
    await payload.db.updateOne({ collection: COLLECTION, id: user.id, data: NO_EMAIL_CHANGE, returning: false });
    throw fieldError(409, 'email', M.emailTaken);
  }
  let updated: Investor;
  try {
    // Following the link proves the new mailbox: the account stays (or becomes) confirmed.
    updated = (await payload.update({
      collection: COLLECTION,
      id: user.id,
      data: { ...NO_EMAIL_CHANGE, email, emailVerified: true },
      overrideAccess: true,
      depth: 0,
    })) as Investor;
  } catch (error) {
    if (isDuplicateEmail(error)) throw fieldError(409, 'email', M.emailTaken);
    throw error;
  }
  // The login is the new address from now on: sessions and reset links of the old one end; the old one is told.
  await endOutstandingAccess(payload, updated, 'emailChangedNotice', { email: user.email, newEmail: email });
  return email;
}

// ---------------------------------------------------------------------------------------------
// Withdrawing the consent and closing the account (Law 152-FZ).

/**
 * POST /user/delete: the password asked again (422 `password`; failures count towards the lockout), then the
 * investor is deleted through Payload, so the collection's hooks run (the avatar files; other features keep
 * their records with the contacts removed in their own hooks). The sessions go with the record.
 */
export async function deleteAccount(caller: Caller, password: string): Promise<void> {
  const payload = await payloadClient();
  const locked = await lockedFor(payload, caller.user.email);
  if (locked) throw fieldError(429, 'password', M.locked, { 'Retry-After': String(Math.ceil(locked / 1000)) });
  try {
    await payload.login({ collection: COLLECTION, data: { email: caller.user.email, password }, depth: 0, overrideAccess: true });
  } catch (error) {
    if (statusOf(error) === 401) throw fieldError(422, 'password', A.passwordIncorrect);
    throw error;
  }
  await payload.delete({ collection: COLLECTION, id: caller.user.id, overrideAccess: true, depth: 0 });
}

export async function deleteAvatar(caller: Caller): Promise<Investor> {
  const payload = await payloadClient();
  const avatar = typeof caller.user.avatar === 'object' && caller.user.avatar ? caller.user.avatar.id : caller.user.avatar;
  const updated = (await payload.update({
    collection: COLLECTION,
    id: caller.user.id,
    data: { avatar: null },
    overrideAccess: true,
    depth: 0,
  })) as Investor;
  if (avatar) await payload.delete({ collection: 'avatars', id: avatar, overrideAccess: true }).catch(() => undefined);
  return updated;
}

/** The caller's own photo: bytes and type, or null. */
export async function readAvatar(caller: Caller): Promise<{ data: Buffer; mimeType: string } | null> {
  const avatarId = typeof caller.user.avatar === 'object' && caller.user.avatar ? caller.user.avatar.id : caller.user.avatar;
  if (!avatarId) return null;
  const payload = await payloadClient();
  const doc = await payload.findByID({ collection: 'avatars', id: avatarId, overrideAccess: true, depth: 0, disableErrors: true });
  if (!doc?.filename || String(typeof doc.owner === 'object' ? doc.owner?.id : doc.owner) !== String(caller.user.id)) return null;
  const name = path.basename(doc.filename);
  const bucket = s3Settings(env);
  const staticDir = payload.collections.avatars.config.upload.staticDir ?? '';
  const data = bucket ? await readObject(bucket, name) : await fs.readFile(path.join(staticDir, name)).catch(() => null);
  return data ? { data, mimeType: doc.mimeType ?? 'image/webp' } : null;
}
