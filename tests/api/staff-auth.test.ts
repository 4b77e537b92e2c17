import crypto from 'node:crypto';
import config from '@payload-config';
import { getPayload } from 'payload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_HASH } from '@/lib/platform/lockout';
import { resetMemoryLimiters } from '@/lib/platform/rate-limit/limiter';
import { mailCount, unique } from './auth-helpers';
import { cms as rest } from './cms-helpers';

/**
 * The back office's login at /api/cms/staff/* (Payload's REST, which the admin's own forms post to) has the
 * investors' protections: limits per client address and per e-mail, the same lockout and the same work for an
 * unknown e-mail as for a real account, and only administrators lift a lockout.
 */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetMemoryLimiters();
});

/** POST to Payload's REST route from the client address `ip`. */
type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function cms(path: string, { json, ip, token }: { json?: unknown; ip: string; token?: string }): Promise<Answer> {
  const answer = await rest('POST', path, { json: json ?? {}, ip, token });
  return { ...answer, body: answer.body ?? {} };
}

const STAFF_PASSWORD = 'staff-secret-42';

async function staffMember(role: 'admin' | 'editor') {
  const { email, ip } = unique(`staff-${role}`);
  const payload = await getPayload({ config });
  await payload.create({ collection: 'staff', data: { email, password: STAFF_PASSWORD, roles: [role] }, overrideAccess: true });
  return { email, ip };
}

async function staffToken(email: string, ip: string): Promise<string> {
  const answer = await cms('staff/login', { ip, json: { email, password: STAFF_PASSWORD } });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

const failures = async (email: string, ip: string, times: number) => {
  const answers: Answer[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await cms('staff/login', { ip, json: { email, password: 'wrong-password-1' } }));
  return answers;
};

async function until(check: () => boolean, ms = 10_000) {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('POST /api/cms/staff/login', () => {
  it('is limited per client address: 429 with Retry-After', async () => {
    vi.stubEnv('STAFF_LIMIT_LOGIN', '3');
    const { email, ip } = await staffMember('editor');
    const answers = await failures(email, ip, 4);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await cms('staff/login', { ip: unique().ip, json: { email, password: STAFF_PASSWORD } })).status).toBe(200);
  });

  it('an unknown e-mail answers and locks exactly like a real account, after the same password hash', async () => {
    const { email, ip } = await staffMember('admin');
    const hashes = vi.spyOn(crypto, 'pbkdf2');
    const known = await failures(email, ip, 6);
    const knownHashes = hashes.mock.calls.map((call) => call.slice(2, 5));
    hashes.mockClear();
    const unknown = await failures(unique('staff-nobody').email, ip, 6);
    const unknownHashes = hashes.mock.calls.map((call) => call.slice(2, 5));
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown.map((answer) => answer.status)).toEqual(known.map((answer) => answer.status));
    expect(unknown.map((answer) => answer.body)).toEqual(known.map((answer) => answer.body));
    expect(Number(unknown[5]!.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(known[5]!.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // One PBKDF2 with Payload's parameters per attempt on both paths, the locked ones included.
    const payloadHash = [PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest];
    expect(knownHashes).toEqual(Array(6).fill(payloadHash));
    expect(unknownHashes).toEqual(knownHashes);
    // The right password does not get through a lock.
    expect((await cms('staff/login', { ip, json: { email, password: STAFF_PASSWORD } })).status).toBe(429);
  });
});

describe('POST /api/cms/staff/unlock', () => {
  it('only an administrator lifts a lockout: an editor’s attempt is 403 and the account stays locked', async () => {
    const admin = await staffMember('admin');
    const editor = await staffMember('editor');
    const locked = await staffMember('admin');
    await failures(locked.email, locked.ip, 5);
    const editorToken = await staffToken(editor.email, editor.ip);
    expect((await cms('staff/unlock', { ip: editor.ip, token: editorToken, json: { email: locked.email } })).status).toBe(403);
    expect((await cms('staff/login', { ip: unique().ip, json: { email: locked.email, password: STAFF_PASSWORD } })).status).toBe(429);
    const adminToken = await staffToken(admin.email, admin.ip);
    expect((await cms('staff/unlock', { ip: admin.ip, token: adminToken, json: { email: locked.email } })).status).toBe(200);
    expect((await cms('staff/login', { ip: unique().ip, json: { email: locked.email, password: STAFF_PASSWORD } })).status).toBe(200);
  });
});

describe('POST /api/cms/staff/forgot-password', () => {
  it('answers a known and an unknown e-mail identically, without waiting for the account’s mail', async () => {
    const { email, ip } = await staffMember('editor');
    const nobody = unique('staff-nobody').email;
    // The mail is held until the answers are in: an answer that waited for it would tell a real address by its time.
    const payload = await getPayload({ config });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = payload.email.sendEmail.bind(payload.email);
    vi.spyOn(payload.email, 'sendEmail').mockImplementation(async (message) => {
      await held;
      return send(message);
    });
    const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000));
    const known = await Promise.race([cms('staff/forgot-password', { ip, json: { email } }), waited]);
    const unknown = await cms('staff/forgot-password', { ip, json: { email: nobody } });
    release();
    expect(known).not.toBe('waited');
    expect((known as Answer).status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual((known as Answer).body);
    await until(() => mailCount(email) === 1);
    expect(mailCount(nobody)).toBe(0);
  });

  it('refuses a request without an e-mail with a 400 in the back office\'s language, logged as a refusal, not an error', async () => {
    const payload = await getPayload({ config });
    const errors = vi.spyOn(payload.logger, 'error');
    const answer = await cms('staff/forgot-password', { ip: unique().ip, json: { email: '' } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Укажите адрес электронной почты.');
    expect(errors).not.toHaveBeenCalled();
  });

  it('is limited per client address (429) and, silently, per e-mail', async () => {
    vi.stubEnv('STAFF_LIMIT_RECOVERY', '2');
    const { ip } = unique();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await cms('staff/forgot-password', { ip, json: { email: unique('staff-x').email } }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);

    vi.stubEnv('STAFF_LIMIT_RECOVERY_ADDRESS', '1');
    const member = await staffMember('admin');
    const payload = await getPayload({ config });
    const operations = vi.spyOn(payload, 'forgotPassword');
    const first = await cms('staff/forgot-password', { ip: unique().ip, json: { email: member.email } });
    const second = await cms('staff/forgot-password', { ip: unique().ip, json: { email: member.email } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    await until(() => mailCount(member.email) === 1);
    expect(operations).toHaveBeenCalledTimes(1);
  });
});

describe("a staff member's password change", () => {
  it('ends the reset link mailed before it', async () => {
    const member = await staffMember('editor');
    const payload = await getPayload({ config });
    const token = await payload.forgotPassword({ collection: 'staff', data: { email: member.email }, disableEmail: true });
    const account = (await payload.find({ collection: 'staff', where: { email: { equals: member.email } }, depth: 0, limit: 1 })).docs[0]!;
    await payload.update({ collection: 'staff', id: account.id, data: { password: 'changed-in-the-admin-42' }, user: { ...account, collection: 'staff' }, overrideAccess: false });
    const reset = await cms('staff/reset-password', { ip: unique().ip, json: { token, password: 'taken-over-42' } });
    expect(reset.status).toBeGreaterThanOrEqual(400);
    expect((await cms('staff/login', { ip: unique().ip, json: { email: member.email, password: 'changed-in-the-admin-42' } })).status).toBe(200);
  });
});
