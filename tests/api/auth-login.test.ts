import crypto from 'node:crypto';
import config from '@payload-config';
import { getPayload } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_HASH } from '@/lib/platform/lockout';
import { api, claims, loginAs, PASSWORD, registerInvestor, unique, verifiedInvestor } from './auth-helpers';

const WRONG = 'Incorrect username or password.';

async function attempt(email: string, password: string, ip: string, session = false) {
  return api<Record<string, string[]> & { token?: string }>('POST', 'auth/login/email', { ip, json: { email, password, session } });
}

describe('POST /auth/login/email', () => {
  it('remember me: a 30-day token and a persistent HttpOnly SameSite=Lax cookie with the same token', async () => {
    const { email, ip } = unique('login');
    await registerInvestor(email, ip);
    const { status, body, headers } = await attempt(email, PASSWORD, ip, false);
    expect(status).toBe(200);
    const token = (body.result as { token: string }).token;
    const { iat, exp } = claims(token);
    expect(exp - iat).toBe(30 * 24 * 60 * 60);
    const cookie = headers.get('set-cookie')!;
    expect(cookie).toContain(`portal_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('session: true gives a 12-hour token and a browser-session cookie (no Max-Age)', async () => {
    const { email, ip } = unique('login-session');
    await registerInvestor(email, ip);
    const { status, body, headers } = await attempt(email, PASSWORD, ip, true);
    expect(status).toBe(200);
    const { iat, exp } = claims((body.result as { token: string }).token);
    expect(exp - iat).toBe(12 * 60 * 60);
    expect(headers.get('set-cookie')).not.toMatch(/Max-Age/);
    // The shortened session replaced Payload's 30-day one: exactly one session is open.
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as unknown as { sessions: unknown[] };
    expect(row.sessions).toHaveLength(1);
  });

  it('a wrong password and an unknown e-mail get the same 422 result.password[0] (§8)', async () => {
    const { email, ip } = unique('wrong');
    await registerInvestor(email, ip);
    const wrong = await attempt(email, 'wrong-password-1', ip);
    const unknown = await attempt(unique('nobody').email, 'wrong-password-1', ip);
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual({ success: false, result: { password: [WRONG] } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('an unknown e-mail costs the same work as a wrong password: one PBKDF2 with Payload’s parameters, same answer', async () => {
    // Counted, not timed (a timed assertion fails on a loaded machine): both paths hash exactly once, alike.
    const { email, ip } = unique('timing');
    expect((await registerInvestor(email, ip)).status).toBe(200);
    const hashes = vi.spyOn(crypto, 'pbkdf2');
    const known = await attempt(email, `${PASSWORD}-wrong`, ip);
    const knownHashes = hashes.mock.calls.map((call) => call.slice(2, 5));
    hashes.mockClear();
    const unknown = await attempt(`nobody-${email}`, `${PASSWORD}-wrong`, ip);
    const unknownHashes = hashes.mock.calls.map((call) => call.slice(2, 5));
    hashes.mockRestore();
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body.result.password).toEqual([WRONG]);
    const payloadHash = [PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest];
    expect(knownHashes).toEqual([payloadHash]);
    expect(unknownHashes).toEqual([payloadHash]);
  });

  it('§5/§8 validation: short password gives the length message; e-mail required and valid', async () => {
    const { ip } = unique('login-validate');
    const short = await attempt('a@b.org', 'short', ip);
    expect(short.status).toBe(422);
    expect(short.body.result.password?.[0]).toBe('Password should contain at least 8 characters.');
    const empty = await api<Record<string, string[]>>('POST', 'auth/login/email', { ip, json: {} });
    expect(Object.keys(empty.body.result).sort()).toEqual(['email', 'password']);
  });

  it('locks the account on the 6th attempt after 5 failures (even with the right password); the locked user can still recover', async () => {
    const { email, ip } = unique('lockout');
    await registerInvestor(email, ip);
    for (let i = 1; i <= 5; i += 1) {
      const failed = await attempt(email, `wrong-pass-${i}`, ip);
      expect(failed.status, `attempt ${i}`).toBe(422);
      expect(failed.body.result.password?.[0]).toBe(WRONG);
    }
    const sixth = await attempt(email, PASSWORD, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.result.password?.[0]).toMatch(/locked for 15 minutes/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Password recovery is not blocked by the lock.
    expect((await api('POST', 'auth/password-recovery/email', { ip: unique('r').ip, json: { email } })).status).toBe(200);
    // After the lock expires, the right password works again.
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as unknown as { id: number };
    await payload.db.updateOne({ collection: 'investors', id: row.id, data: { lockUntil: new Date(Date.now() - 1000).toISOString() } });
    expect((await attempt(email, PASSWORD, ip)).status).toBe(200);
  });

  it('an unknown e-mail “locks” the same way, so the lock does not reveal accounts', async () => {
    const { email: ghost, ip } = unique('ghost-lock');
    for (let i = 1; i <= 5; i += 1) expect((await attempt(ghost, `wrong-pass-${i}`, ip)).status).toBe(422);
    const sixth = await attempt(ghost, 'wrong-pass-6', ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.result.password?.[0]).toMatch(/locked for 15 minutes/);
  });

  it('a successful login resets the failure count', async () => {
    const { email, ip } = unique('reset-count');
    await registerInvestor(email, ip);
    for (let i = 0; i < 4; i += 1) await attempt(email, `wrong-pass-${i}`, ip);
    expect((await attempt(email, PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(email, `wrong-again-${i}`, ip)).status).toBe(422);
    expect((await attempt(email, PASSWORD, ip)).status).toBe(200);
  });

  it('is limited per IP (30 attempts per 15 minutes)', async () => {
    const { ip } = unique('login-flood');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await attempt('x@example.org', 'short', ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('tokens and sessions', () => {
  it('GET /user/info needs a valid token: none, garbage and a forged signature are 401', async () => {
    const { token, ip } = await verifiedInvestor('info');
    expect((await api('GET', 'user/info', { token, ip })).status).toBe(200);
    expect((await api('GET', 'user/info', { ip })).status).toBe(401);
    expect((await api('GET', 'user/info', { token: 'garbage', ip })).status).toBe(401);
    const [h, p] = token.split('.');
    expect((await api('GET', 'user/info', { token: `${h}.${p}.${'A'.repeat(43)}`, ip })).status).toBe(401);
  });

  it('logout revokes the token on the server and clears the cookie; other sessions stay', async () => {
    const { email, token, ip } = await verifiedInvestor('logout');
    const other = await loginAs(email, ip);
    const out = await api('GET', 'auth/logout', { token, ip });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/portal_session=;.*Max-Age=0/);
    expect((await api('GET', 'user/info', { token, ip })).status).toBe(401);
    expect((await api('GET', 'auth/logout', { token, ip })).status).toBe(401);
    expect((await api('GET', 'user/info', { token: other, ip })).status).toBe(200);
  });

  it('the session cookie authenticates; a cookie-only write needs a same-origin Origin', async () => {
    const { token, ip } = await verifiedInvestor('cookie');
    const cookie = `portal_session=${token}`;
    expect((await api('GET', 'user/info', { cookie, ip })).status).toBe(200);
    const form = () => {
      const f = new FormData();
      f.append('company', 'АО «Енисей»');
      return f;
    };
    const foreign = await api<{ message: string }>('POST', 'user/update', { cookie, ip, form: form(), headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.result.message).toBe('Cross-site request refused.');
    expect((await api('POST', 'user/update', { cookie, ip, form: form() })).status).toBe(403); // no Origin at all
    expect((await api('POST', 'user/update', { cookie, ip, form: form(), headers: { Origin: 'http://localhost:3104' } })).status).toBe(200);
    // The bearer header needs no Origin (it cannot be sent cross-site by a form).
    expect((await api('POST', 'user/update', { token, ip, form: form(), headers: { Origin: 'https://evil.example' } })).status).toBe(200);
    // Logout by cookie from another site is refused too.
    expect((await api('GET', 'auth/logout', { cookie, ip, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('a staff token is not an investor token', async () => {
    const payload = await getPayload({ config });
    const { email } = unique('staff');
    await payload.create({ collection: 'staff', data: { email, password: PASSWORD, roles: ['reviewer'] } });
    const { token } = await payload.login({ collection: 'staff', data: { email, password: PASSWORD } });
    expect((await api('GET', 'user/info', { token: token!, ip: unique().ip })).status).toBe(401);
  });

  it('Payload’s own REST/GraphQL auth operations are closed for investors (only /api/v1 logs them in)', async () => {
    const { email } = unique('rest');
    await registerInvestor(email, unique().ip);
    const payload = await getPayload({ config });
    const { createLocalReq } = await import('payload');
    const req = await createLocalReq({}, payload);
    req.payloadAPI = 'REST';
    await expect(payload.login({ collection: 'investors', data: { email, password: PASSWORD }, req })).rejects.toMatchObject({ status: 403 });
  });
});
