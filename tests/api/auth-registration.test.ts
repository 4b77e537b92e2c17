import config from '@payload-config';
import { getPayload } from 'payload';
import { describe, expect, it } from 'vitest';
import { api, claims, lastMail, loginAs, mailCount, mailedToken, PASSWORD, registerInvestor, unique } from './auth-helpers';

describe('POST /auth/registration/email', () => {
  it('creates an unconfirmed investor, mails a /verification/{token} link in the user’s language and hides secrets', async () => {
    const { email, ip } = unique('reg');
    const { status, body } = await registerInvestor(email, ip);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ email, name: 'Иван', surname: 'Петров', status: 'unverified', verified: false, image: null });
    for (const secret of ['password', 'hash', 'salt', 'sessions', 'verificationTokenHash', 'resetPasswordToken', 'loginAttempts']) {
      expect(body.result).not.toHaveProperty(secret);
    }
    const mail = lastMail(email);
    expect(mail).toContain('Subject: =?UTF-8?'); // a localized (Russian) subject
    expect(mail).toMatch(/https?:\/\/[^/\s]+\/verification\/[a-f0-9]{64}/);
    // The token is stored as its SHA-256 only.
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as Record<string, unknown>;
    const token = mailedToken(email, 'verify');
    expect(row.verificationTokenHash).not.toBe(token);
    expect(row.verificationTokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(row.consentAt).toEqual(expect.any(String));
    expect(row.emailVerified).toBe(false);
  });

  it('mails in English with the /en prefix when the Language header is en', async () => {
    const { email, ip } = unique('reg-en');
    await api('POST', 'auth/registration/email', {
      ip,
      headers: { Language: 'en' },
      json: { name: 'John', surname: 'Smith', phone: '+44 20 7946 0000', email, password: PASSWORD },
    });
    const mail = lastMail(email);
    expect(mail).toContain('Confirm your e-mail address');
    expect(mail).toMatch(/\/en\/verification\/[a-f0-9]{64}/);
  });

  it('an existing e-mail (any case) is 422 result.email[0]', async () => {
    const { email, ip } = unique('dup');
    await registerInvestor(email, ip);
    const again = await registerInvestor(email.toUpperCase(), ip);
    expect(again.status).toBe(422);
    expect(again.body.success).toBe(false);
    expect((again.body.result as Record<string, string[]>).email?.[0]).toBe('This email address has already been taken.');
  });

  it('validates with the shared schema: §8 length message, required fields, e-mail and phone', async () => {
    const { email, ip } = unique('invalid');
    const short = await api<Record<string, string[]>>('POST', 'auth/registration/email', {
      ip,
      json: { name: 'A', surname: 'B', phone: '+7 391 200-00-00', email, password: 'short' },
    });
    expect(short.status).toBe(422);
    expect(short.body.result.password?.[0]).toBe('Password should contain at least 8 characters.');
    const empty = await api<Record<string, string[]>>('POST', 'auth/registration/email', { ip, json: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.result).sort()).toEqual(['email', 'name', 'password', 'phone', 'surname']);
    const bad = await api<Record<string, string[]>>('POST', 'auth/registration/email', {
      ip,
      json: { name: 'A', surname: 'B', phone: '12', email: 'not-an-email', password: PASSWORD },
    });
    expect(bad.body.result.email?.[0]).toBe('Email is not a valid email address.');
    expect(bad.body.result.phone?.[0]).toBe('Phone number is not valid.');
  });

  it('accepts the form encoding of §7 (urlencoded)', async () => {
    const { email, ip } = unique('form');
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Анна', surname: 'Иванова', phone: '89130000000', email, password: PASSWORD })) form.append(k, v);
    const { status } = await api('POST', 'auth/registration/email', { ip, form });
    expect(status).toBe(200);
  });

  it('is limited per IP (10 per hour)', async () => {
    const { ip } = unique('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await registerInvestor(unique('flood').email, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('e-mail confirmation', () => {
  it('registration is followed by a session login; the unconfirmed account reads but every write is 403', async () => {
    const { email, ip } = unique('unverified');
    await registerInvestor(email, ip);
    const token = await loginAs(email, ip, PASSWORD, true);
    const info = await api('GET', 'user/info', { token, ip });
    expect(info.status).toBe(200);
    expect(info.body.result).toMatchObject({ email, verified: false, status: 'unverified' });

    const form = new FormData();
    form.append('company', 'ООО «Ромашка»');
    const update = await api<{ message: string }>('POST', 'user/update', { token, ip, form });
    expect(update.status).toBe(403);
    expect(update.body.result.message).toBe('Confirm your email address first: follow the link in the message we sent you.');
    expect((await api('DELETE', 'user/update/avatar', { token, ip })).status).toBe(403);
    expect((await api('POST', 'user/change-password', { token, ip, json: { current_password: PASSWORD, new_password: 'another-pass-1' } })).status).toBe(403);
  });

  it('POST /auth/verify/{token} confirms; the cabinet unlocks; the link can be opened twice; a bad token is 422', async () => {
    const { email, ip } = unique('verify');
    await registerInvestor(email, ip);
    const token = await loginAs(email, ip, PASSWORD, true);
    const link = mailedToken(email, 'verify');
    const verified = await api('POST', `auth/verify/${link}`, { ip });
    expect(verified.status).toBe(200);
    expect(verified.body.result).toEqual({ verified: true });
    expect((await api('POST', `auth/verify/${link}`, { ip })).status).toBe(200);
    expect((await api('GET', 'user/info', { token, ip })).body.result).toMatchObject({ verified: true, status: 'active' });
    const form = new FormData();
    form.append('company', 'ООО «Ромашка»');
    expect((await api('POST', 'user/update', { token, ip, form })).status).toBe(200);

    const bad = await api<Record<string, string[]>>('POST', `auth/verify/${'0'.repeat(64)}`, { ip });
    expect(bad.status).toBe(422);
    expect(bad.body.result.token?.[0]).toBe('The link is invalid or has expired.');
    expect((await api('POST', 'auth/verify/not-a-token', { ip })).status).toBe(422);
  });

  it('an expired confirmation link is refused', async () => {
    const { email, ip } = unique('verify-expired');
    await registerInvestor(email, ip);
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as { id: number };
    await payload.db.updateOne({ collection: 'investors', id: row.id, data: { verificationTokenExpires: new Date(Date.now() - 1000).toISOString() } });
    expect((await api('POST', `auth/verify/${mailedToken(email, 'verify')}`, { ip })).status).toBe(422);
  });

  it('POST /auth/verify/resend mails a new link (the old one stops working), at most once a minute', async () => {
    const { email, ip } = unique('resend');
    await registerInvestor(email, ip);
    const token = await loginAs(email, ip, PASSWORD, true);
    const first = mailedToken(email, 'verify');
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as { id: number };
    // The registration mail was just sent: too early.
    expect((await api('POST', 'auth/verify/resend', { token, ip })).status).toBe(429);
    await payload.db.updateOne({ collection: 'investors', id: row.id, data: { verificationSentAt: new Date(Date.now() - 120_000).toISOString() } });
    const before = mailCount(email);
    const resent = await api('POST', 'auth/verify/resend', { token, ip });
    expect(resent.status).toBe(200);
    expect(mailCount(email)).toBe(before + 1);
    const second = mailedToken(email, 'verify');
    expect(second).not.toBe(first);
    expect((await api('POST', `auth/verify/${first}`, { ip })).status).toBe(422);
    expect((await api('POST', `auth/verify/${second}`, { ip })).status).toBe(200);
    expect((await api('POST', 'auth/verify/resend', { token, ip })).status).toBe(409);
    expect((await api('POST', 'auth/verify/resend', { ip })).status).toBe(401);
  });

  it('session login gives a 12-hour token', async () => {
    const { email, ip } = unique('session-ttl');
    await registerInvestor(email, ip);
    const token = await loginAs(email, ip, PASSWORD, true);
    const { iat, exp } = claims(token);
    expect(exp - iat).toBe(12 * 60 * 60);
  });
});
