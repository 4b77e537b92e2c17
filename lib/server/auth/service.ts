import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Investor } from '@/cms/payload-types';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { canonicalEmail } from '@/lib/auth/schemas/fields';
import type { LoginInput } from '@/lib/auth/schemas/login';
import type { ProfileUpdateInput } from '@/lib/auth/schemas/profile';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { reencodeAvatar } from './avatar';
import { gateLogin } from '@/lib/platform/lockout';
import type { Caller } from './caller';
import { fieldError, messageError } from '@/lib/server/http';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/platform/env';
import { readObject, s3Settings } from '@/lib/platform/storage/s3-storage';
import { sendEmailChangeMail, sendEmailChangeNotice, sendResetMail, sendSecurityNotice, sendVerificationMail, type SecurityNotice } from './mail';
import { payloadClient } from '@/lib/server/payload';
import { consume } from '@/lib/platform/rate-limit/limiter';
import { hashMailToken, newMailToken, readClaims, revokeAllSessions, revokeSession, startSession } from './tokens';
import type { Owner } from '@/lib/server/repositories/owner';
import {
  type AccountChanges,
  accountByEmail,
  accountByEmailChangeHash,
  accountByVerificationHash,
  authenticate,
  createAvatar,
  deleteOwnAccount,
  deleteOwnAvatar,
  findOwnAvatar,
  openAccount,
  ownerOf,
  readOwnAccount,
  resetPasswordByToken,
  updateOwnAccount,
  writeOwnAccount,
} from '@/lib/server/repositories/investors';

const VERIFY_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const RESEND_INTERVAL_MS = 60 * 1000;

/**
 * The accounts API's services. Each takes plain values (the caller, the locale the call named, parsed fields,
 * files) and reaches the accounts only through lib/server/repositories/investors.ts; the handler has already
 * identified the caller and counted the rate limits.
 */

/** The locale the call named in its `Language` header (null: none, so the account's own stays in force). */
type Context = { locale: Locale | null };

/**
 * Payload's errors are told apart by their status and data, not by class: in a production build class
 * identities and names are not something to rely on (lib/server/http/handler.ts does the same).
 */
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const isDuplicateEmail = (error: unknown) =>
  Boolean((error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors?.some((e) => e.path === 'email'));

const avatarIdOf = (user: Investor): number | null => (typeof user.avatar === 'object' && user.avatar ? user.avatar.id : (user.avatar ?? null));

async function lockedFor(email: string): Promise<number> {
  const user = await accountByEmail(email);
  const until = user?.lockUntil ? new Date(user.lockUntil).getTime() : 0;
  return Math.max(0, until - Date.now());
}

/** The user as the API answers it (spec §3): never hashes, sessions or tokens. */
export function toPortalUser(user: Investor): PortalUser {
  const avatarId = avatarIdOf(user);
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

// ---------------------------------------------------------------------------------------------
// Login: the same answer, in about the same time, for an unknown e-mail and a wrong password (lib/platform/lockout.ts).

const lockedError = (ms: number) => fieldError(429, 'password', M.locked, { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });
const wrongCredentials = () => fieldError(422, 'password', M.wrongCredentials);

export type Issued = { token: string; persist: boolean; user: Investor };

export async function login(input: Required<Pick<LoginInput, 'email' | 'password'>> & { session: boolean }, ctx: Context): Promise<Issued> {
  const { email, password, session } = input;
  const gate = await gateLogin(await accountByEmail(email), email, password, 'loginFailures');
  if (gate.outcome === 'locked') throw lockedError(gate.ms);
  if (gate.outcome === 'wrong') throw wrongCredentials();
  let result: { token?: string; user: Investor };
  try {
    result = await authenticate(email, password);
  } catch (error) {
    // 401: the password was wrong (this attempt may have locked the account: the next one hears it),
    // or parallel attempts locked it a moment ago — either way this attempt failed on its password.
    if (statusOf(error) === 401) throw wrongCredentials();
    throw error;
  }
  let token = result.token!;
  if (session) {
    // Payload opened a 30-day session; swap it for a session-only one.
    ({ token } = await startSession(result.user, { persist: false, replaceSid: readClaims(token).sid }));
  }
  if (ctx.locale && result.user.locale !== ctx.locale) {
    await writeOwnAccount(ownerOf(result.user), { locale: ctx.locale });
  }
  return { token, persist: !session, user: result.user };
}

// ---------------------------------------------------------------------------------------------
// Registration and e-mail confirmation.

type Registration = { name: string; surname: string; phone: string; email: string; password: string; consent?: boolean | string };

const isTruthy = (value: unknown) => value === true || value === 'true' || value === '1' || value === 'on';

export async function register(input: Registration, ctx: Context): Promise<Investor> {
  if (await accountByEmail(input.email)) throw fieldError(422, 'email', M.emailTaken);
  const { token, hash } = newMailToken();
  const now = new Date();
  let user: Investor;
  try {
    user = await openAccount({
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
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides.
    if (isDuplicateEmail(error)) throw fieldError(422, 'email', M.emailTaken);
    throw error;
  }
  const payload = await payloadClient();
  await sendVerificationMail(payload, user, token).catch((error: unknown) =>
    payload.logger.error({ err: error }, `confirmation mail to ${user.email} failed: the user can ask for it again`),
  );
  return user;
}

const TOKEN_PATTERN = /^[a-f0-9]{64}$/;

export async function verifyEmail(token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) throw fieldError(422, 'token', M.tokenInvalid);
  const user = await accountByVerificationHash(hashMailToken(token));
  const expires = user?.verificationTokenExpires ? new Date(user.verificationTokenExpires).getTime() : 0;
  if (!user || expires < Date.now()) throw fieldError(422, 'token', M.tokenInvalid);
  // The link stays valid until it expires, so opening it twice still answers "verified".
  if (user.emailVerified !== true) await updateOwnAccount(ownerOf(user), { emailVerified: true });
}

/** A new link for an unconfirmed account, at most once a minute; `retryAfter` seconds when it is too soon. */
async function mailNewVerificationLink(owner: Owner): Promise<{ sent: boolean; retryAfter: number }> {
  const full = await readOwnAccount(owner);
  if (!full || full.emailVerified === true) return { sent: false, retryAfter: 0 };
  const sentAt = full.verificationSentAt ? new Date(full.verificationSentAt).getTime() : 0;
  if (Date.now() - sentAt < RESEND_INTERVAL_MS) {
    return { sent: false, retryAfter: Math.ceil((sentAt + RESEND_INTERVAL_MS - Date.now()) / 1000) };
  }
  const { token, hash } = newMailToken();
  const now = new Date();
  await writeOwnAccount(owner, {
    verificationTokenHash: hash,
    verificationTokenExpires: new Date(now.getTime() + VERIFY_TTL_MS).toISOString(),
    verificationSentAt: now.toISOString(),
  });
  await sendVerificationMail(await payloadClient(), full, token);
  return { sent: true, retryAfter: 0 };
}

/** POST /auth/verify/resend with a token: only an unconfirmed account asks for a new link (409 otherwise). */
export function assertUnverified(caller: Caller): void {
  if (caller.user.emailVerified === true) throw messageError(409, M.alreadyVerified);
}

/**
 * POST /auth/verify/resend with a token, after `assertUnverified`: a new link for the caller's account.
 * `retryAfter` (seconds) when the last one went out less than a minute ago, and none is sent.
 */
export async function resendVerification(caller: Caller): Promise<{ retryAfter: number }> {
  const { retryAfter } = await mailNewVerificationLink(caller);
  return { retryAfter };
}

/**
 * POST /auth/verify/resend by a guest with `{ email }`: the same answer whether the address has an account, is
 * confirmed already or not (no enumeration); only an unconfirmed account gets a new link. Limited per address
 * here, silently (it must not tell an existing address from another); the handler limits per IP.
 */
export async function resendVerificationByEmail(email: string): Promise<void> {
  if (!(await consume('resendAddress', email)).allowed) return;
  const user = await accountByEmail(email);
  if (!user || user.emailVerified === true) return;
  await mailNewVerificationLink(ownerOf(user)).catch(async (error: unknown) =>
    (await payloadClient()).logger.error({ err: error }, `confirmation mail to ${email} failed`),
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
async function endOutstandingAccess(user: Investor, notice: SecurityNotice, to: { email: string; newEmail?: string } = { email: user.email }): Promise<void> {
  const owner = ownerOf(user);
  // Two writes: the database adapters store the sessions array apart from the account's own columns.
  await writeOwnAccount(owner, { ...NO_RESET_LINK, ...NO_EMAIL_CHANGE });
  await revokeAllSessions(owner);
  const payload = await payloadClient();
  await sendSecurityNotice(payload, { ...user, email: to.email }, notice, { email: to.newEmail }).catch((error: unknown) =>
    payload.logger.error({ err: error }, `security notice (${notice}) to ${to.email} failed`),
  );
}

// ---------------------------------------------------------------------------------------------
// Password recovery and change.

/** Mails a reset link (in the named locale, else the account's); an unknown address is a 422 (the handler limits it). */
export async function requestPasswordReset(email: string, ctx: Context): Promise<void> {
  const user = await accountByEmail(email);
  if (!user) throw fieldError(422, 'email', M.unknownEmail);
  const { token, hash } = newMailToken();
  await writeOwnAccount(ownerOf(user), { resetPasswordToken: hash, resetPasswordExpiration: new Date(Date.now() + RESET_TTL_MS).toISOString() });
  await sendResetMail(await payloadClient(), { ...user, locale: ctx.locale ?? user.locale }, token);
}

export async function resetPassword(token: string, password: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) throw fieldError(422, 'token', M.tokenInvalid);
  let user: Investor;
  try {
    // Payload finds the user by the stored hash and an unexpired date, sets the password, unlocks the
    // account, ends every session and marks the token used (its expiration becomes "now").
    user = await resetPasswordByToken(hashMailToken(token), password);
  } catch (error) {
    if (statusOf(error) === 403) throw fieldError(422, 'token', M.tokenInvalid);
    throw error;
  }
  // Payload also opened a session for its own token, which nobody receives: it ends with the others.
  // Following the mailed link proves the mailbox, so the address counts as confirmed.
  await endOutstandingAccess(user, 'passwordResetNotice');
  if (user.emailVerified !== true) await updateOwnAccount(ownerOf(user), { emailVerified: true });
}

/** The caller's password, asked again; failures count towards the lockout (a locked account is a 429 on `field`). */
async function confirmPassword(caller: Caller, password: string, field: string, wrong: string): Promise<void> {
  const locked = await lockedFor(caller.user.email);
  if (locked) throw fieldError(429, field, M.locked, { 'Retry-After': String(Math.ceil(locked / 1000)) });
  try {
    // Checking the password through Payload's login counts failures towards the lockout too.
    await authenticate(caller.user.email, password);
  } catch (error) {
    if (statusOf(error) === 401) throw fieldError(422, field, wrong);
    throw error;
  }
}

export async function changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<Issued> {
  await confirmPassword(caller, currentPassword, 'current_password', M.currentPasswordIncorrect);
  const user = await updateOwnAccount(caller, { password: newPassword });
  // Every session ends, the caller's too; the caller alone gets a new one, in the answer.
  await endOutstandingAccess(user, 'passwordChangedNotice');
  const persist = !caller.sessionOnly;
  const { token } = await startSession(user, { persist });
  return { token, persist, user };
}

export async function logout(caller: Caller): Promise<void> {
  await revokeSession(caller, caller.sid);
}

// ---------------------------------------------------------------------------------------------
// Profile and avatar.

/** Whether the update asks for a new login address (the handler limits how often). */
export function requestsEmailChange(user: Investor, data: ProfileUpdateInput): boolean {
  return data.email !== undefined && data.email !== user.email && data.email !== user.pendingEmail;
}

export async function updateProfile(caller: Caller, data: ProfileUpdateInput, image: File | undefined): Promise<Investor> {
  const user = caller.user;
  const changes: AccountChanges = {};
  for (const key of ['surname', 'name', 'fathersName', 'phone', 'company'] as const) {
    if (data[key] !== undefined) Object.assign(changes, { [key]: data[key] === '' ? null : data[key] });
  }
  let emailChange: { email: string; token: string } | null = null;
  if (data.email !== undefined && requestsEmailChange(user, data)) {
    // The confirmed address stays in force; the new one waits for the link mailed to it.
    await assertEmailFree(data.email, user.id);
    const { token, hash } = newMailToken();
    emailChange = { email: data.email, token };
    Object.assign(changes, {
      pendingEmail: data.email,
      emailChangeTokenHash: hash,
      emailChangeTokenExpires: new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString(),
    });
  }
  const previousAvatar = avatarIdOf(user);
  let newAvatar: number | null = null;
  if (image) {
    const webp = await reencodeAvatar(image);
    newAvatar = await createAvatar(caller, { data: webp, mimetype: 'image/webp', name: `avatar-${user.id}-${crypto.randomBytes(6).toString('hex')}.webp` });
    changes.avatar = newAvatar;
  }
  let updated: Investor;
  try {
    updated = await updateOwnAccount(caller, changes);
  } catch (error) {
    if (newAvatar) await deleteOwnAvatar(caller, newAvatar).catch(() => undefined);
    if (isDuplicateEmail(error)) throw fieldError(422, 'email', M.emailTaken);
    throw error;
  }
  if (newAvatar && previousAvatar) await deleteOwnAvatar(caller, previousAvatar).catch(() => undefined);
  if (emailChange) {
    const change = emailChange;
    const payload = await payloadClient();
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
async function assertEmailFree(email: string, userId: number): Promise<void> {
  const other = await accountByEmail(email);
  if (other && other.id !== userId) throw fieldError(422, 'email', M.emailTaken);
}

/** POST /user/email-change/cancel: the pending address and its link are dropped (a no-op when none is pending). */
export async function cancelEmailChange(caller: Caller): Promise<Investor> {
  if (!caller.user.pendingEmail) return caller.user;
  return updateOwnAccount(caller, NO_EMAIL_CHANGE);
}

/**
 * POST /auth/email-change/{token}: the pending address becomes the login (canonical form, checked free again
 * now), the link is used up. Unknown or used link → 404, expired → 410, address taken meanwhile → 409 `email`.
 */
export async function confirmEmailChange(token: string): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw messageError(404, A.emailChangeInvalid);
  const user = await accountByEmailChangeHash(hashMailToken(token));
  if (!user?.pendingEmail) throw messageError(404, A.emailChangeInvalid);
  const owner = ownerOf(user);
  const expires = user.emailChangeTokenExpires ? new Date(user.emailChangeTokenExpires).getTime() : 0;
  if (expires < Date.now()) {
    await writeOwnAccount(owner, NO_EMAIL_CHANGE);
    throw messageError(410, A.emailChangeInvalid);
  }
  const email = canonicalEmail(user.pendingEmail);
  const other = await accountByEmail(email);
  if (other && other.id !== user.id) {
    await writeOwnAccount(owner, NO_EMAIL_CHANGE);
    throw fieldError(409, 'email', M.emailTaken);
  }
  let updated: Investor;
  try {
    // Following the link proves the new mailbox: the account stays (or becomes) confirmed.
    updated = await updateOwnAccount(owner, { ...NO_EMAIL_CHANGE, email, emailVerified: true });
  } catch (error) {
    if (isDuplicateEmail(error)) throw fieldError(409, 'email', M.emailTaken);
    throw error;
  }
  // The login is the new address from now on: sessions and reset links of the old one end; the old one is told.
  await endOutstandingAccess(updated, 'emailChangedNotice', { email: user.email, newEmail: email });
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
  await confirmPassword(caller, password, 'password', A.passwordIncorrect);
  await deleteOwnAccount(caller);
}

export async function deleteAvatar(caller: Caller): Promise<Investor> {
  const avatar = avatarIdOf(caller.user);
  const updated = await updateOwnAccount(caller, { avatar: null });
  if (avatar) await deleteOwnAvatar(caller, avatar).catch(() => undefined);
  return updated;
}

/** The caller's own photo: bytes and type, or null. */
export async function readAvatar(caller: Caller): Promise<{ data: Buffer; mimeType: string } | null> {
  const avatarId = avatarIdOf(caller.user);
  if (!avatarId) return null;
  const doc = await findOwnAvatar(caller, avatarId);
  if (!doc) return null;
  const name = path.basename(doc.filename);
  const bucket = s3Settings(env);
  const data = bucket ? await readObject(bucket, name) : await fs.readFile(path.join(doc.staticDir, name)).catch(() => null);
  return data ? { data, mimeType: doc.mimeType ?? 'image/webp' } : null;
}
