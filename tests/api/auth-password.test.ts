import crypto from 'node:crypto';
import config from '@payload-config';
import { getPayload } from 'payload';
import { describe, expect, it } from 'vitest';
import { api, claims, lastMail, loginAs, mailedToken, PASSWORD, registerInvestor, unique, verifiedInvestor } from './auth-helpers';

const NEW_PASSWORD = 'brand-new-secret-7';

describe('POST /auth/password-recovery/email', () => {
  it('an unknown e-mail is 422 result.email[0] (the portal shows «Нет такого имейла в базе»)', async () => {
    const { email, ip } = unique('nobody');
    const { status, body } = await api<Record<string, string[]>>('POST', 'auth/password-recovery/email', { ip, json: { email } });
    expect(status).toBe(422);
    expect(body.result.email?.[0]).toBe('There is no user with this email address.');
  });

  it('mails /reset-password/token={token} in the caller’s language; the token is stored hashed with a 1-hour expiry', async () => {
    const { email, ip } = unique('recover');
    await registerInvestor(email, ip);
    const { status } = await api('POST', 'auth/password-recovery/email', { ip, json: { email }, headers: { Language: 'en' } });
    expect(status).toBe(200);
    const mail = lastMail(email);
    expect(mail).toContain('Password recovery');
    expect(mail).toMatch(/https?:\/\/[^/\s]+\/en\/reset-password\/token=[a-f0-9]{64}/);
    const token = mailedToken(email, 'reset');
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as unknown as {
      resetPasswordToken: string;
      resetPasswordExpiration: string;
    };
    expect(row.resetPasswordToken).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    const ttl = new Date(row.resetPasswordExpiration).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('is rate-limited per IP (5 per 15 minutes), because it reveals accounts', async () => {
    const { ip } = unique('recovery-flood');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api('POST', 'auth/password-recovery/email', { ip, json: { email: unique('x').email } })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('POST /auth/password-recovery/reset-password/{token}', () => {
  it('sets the password once: every session ends, the token cannot be reused, the new password logs in', async () => {
    const { email, ip, token: session } = await verifiedInvestor('reset');
    await api('POST', 'auth/password-recovery/email', { ip, json: { email } });
    const reset = mailedToken(email, 'reset');
    const done = await api('POST', `auth/password-recovery/reset-password/${reset}`, { ip, json: { password: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect((await api('GET', 'user/info', { token: session, ip })).status).toBe(401);
    const again = await api<Record<string, string[]>>('POST', `auth/password-recovery/reset-password/${reset}`, { ip, json: { password: 'yet-another-1' } });
    expect(again.status).toBe(422);
    expect(again.body.result.token?.[0]).toBe('The link is invalid or has expired.');
    expect((await api('POST', 'auth/login/email', { ip, json: { email, password: PASSWORD } })).status).toBe(422);
    expect(await loginAs(email, ip, NEW_PASSWORD)).toEqual(expect.any(String));
    // No session is left over from the reset itself (only the login just made).
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as unknown as { sessions: unknown[] };
    expect(row.sessions).toHaveLength(1);
  });

  it('an expired token is refused; a short password is 422 with the §8 message', async () => {
    const { email, ip } = unique('reset-expired');
    await registerInvestor(email, ip);
    await api('POST', 'auth/password-recovery/email', { ip, json: { email } });
    const reset = mailedToken(email, 'reset');
    const short = await api<Record<string, string[]>>('POST', `auth/password-recovery/reset-password/${reset}`, { ip, json: { password: 'short' } });
    expect(short.body.result.password?.[0]).toBe('Password should contain at least 8 characters.');
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as unknown as { id: number };
    await payload.db.updateOne({ collection: 'investors', id: row.id, data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() } });
    expect((await api('POST', `auth/password-recovery/reset-password/${reset}`, { ip, json: { password: NEW_PASSWORD } })).status).toBe(422);
    expect((await api('POST', `auth/password-recovery/reset-password/${'f'.repeat(64)}`, { ip, json: { password: NEW_PASSWORD } })).status).toBe(422);
  });

  it('unlocks a locked account and confirms the mailbox', async () => {
    const { email, ip } = unique('reset-locked');
    await registerInvestor(email, ip);
    for (let i = 0; i < 5; i += 1) await api('POST', 'auth/login/email', { ip, json: { email, password: `wrong-password-${i}` } });
    expect((await api('POST', 'auth/login/email', { ip, json: { email, password: PASSWORD } })).status).toBe(429);
    await api('POST', 'auth/password-recovery/email', { ip: unique().ip, json: { email } });
    expect((await api('POST', `auth/password-recovery/reset-password/${mailedToken(email, 'reset')}`, { ip, json: { password: NEW_PASSWORD } })).status).toBe(200);
    const token = await loginAs(email, ip, NEW_PASSWORD);
    expect((await api('GET', 'user/info', { token, ip })).body.result).toMatchObject({ verified: true });
  });
});

describe('POST /user/change-password', () => {
  it('a wrong current password is 422 result.current_password[0] = "Current password is incorrect."', async () => {
    const { token, ip } = await verifiedInvestor('change-wrong');
    const { status, body } = await api<Record<string, string[]>>('POST', 'user/change-password', {
      token,
      ip,
      json: { current_password: 'not-my-password', new_password: NEW_PASSWORD },
    });
    expect(status).toBe(422);
    expect(body.result.current_password?.[0]).toBe('Current password is incorrect.');
    const short = await api<Record<string, string[]>>('POST', 'user/change-password', { token, ip, json: { current_password: PASSWORD, new_password: 'short' } });
    expect(short.body.result.new_password?.[0]).toBe('Password should contain at least 8 characters.');
  });

  it('returns result.token and a replacement cookie; the old token and every other session are revoked', async () => {
    const { email, token: old, ip } = await verifiedInvestor('change');
    const other = await loginAs(email, ip, PASSWORD, true);
    const { status, body, headers } = await api<{ token: string }>('POST', 'user/change-password', {
      token: old,
      ip,
      json: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(status).toBe(200);
    const fresh = body.result.token;
    expect(fresh).not.toBe(old);
    expect(headers.get('set-cookie')).toContain(`portal_session=${fresh}`);
    expect(headers.get('set-cookie')).toMatch(/Max-Age=2592000/); // the caller had a remembered token
    expect((await api('GET', 'user/info', { token: old, ip })).status).toBe(401);
    expect((await api('GET', 'user/info', { token: other, ip })).status).toBe(401);
    expect((await api('GET', 'user/info', { token: fresh, ip })).status).toBe(200);
    expect(await loginAs(email, ip, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('a session-only caller gets a session-only token back', async () => {
    const { email, ip } = await verifiedInvestor('change-session');
    const session = await loginAs(email, ip, PASSWORD, true);
    const { body, headers } = await api<{ token: string }>('POST', 'user/change-password', {
      token: session,
      ip,
      json: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    const { iat, exp } = claims(body.result.token);
    expect(exp - iat).toBe(12 * 60 * 60);
    expect(headers.get('set-cookie')).not.toMatch(/Max-Age/);
  });
});
