import { beforeAll, describe, expect, it } from 'vitest';
import { announceFirstAdminSetup, SETUP_COOKIE, SETUP_TOKEN_TTL_MS, setupToken, setupTokenValid } from '@/cms/setup/first-admin';
import { payloadClient } from '@/lib/server/payload';
import { cms } from './cms-helpers';

/**
 * The first administrator of an empty back office: never whoever reaches Payload's first-user screen first, only the
 * holder of the setup link printed on the server's console (or ADMIN_EMAIL/ADMIN_PASSWORD at start).
 */
const admin = { email: 'first-admin@example.org', password: 'first-admin-pass-42', roles: ['admin'] };

async function staffCount() {
  const payload = await payloadClient();
  return (await payload.count({ collection: 'staff', overrideAccess: true })).totalDocs;
}

describe('the setup token', () => {
  it('is valid for a day from its issue, for this deployment only', () => {
    const now = Date.now();
    const token = setupToken(now);
    expect(setupTokenValid(token, now + 1000)).toBe(true);
    expect(setupTokenValid(token, now + SETUP_TOKEN_TTL_MS + 1)).toBe(false);
    expect(setupTokenValid(token, now - 1000)).toBe(false); // issued in the future
    expect(setupTokenValid(setupToken(now, 'another-deployment-secret-0123456789abcdef'), now)).toBe(false);
    expect(setupTokenValid(`${now}.${'A'.repeat(43)}`, now)).toBe(false);
    for (const junk of ['', 'x', `${now}.`, `${now + 1}.${token.split('.')[1]}`, null, undefined]) expect(setupTokenValid(junk, now)).toBe(false);
  });
});

describe('first administrator (POST /api/cms/staff/first-register on an empty back office)', () => {
  beforeAll(async () => {
    // This file plays a fresh instance: no staff account yet (tests that need staff create their own).
    const payload = await payloadClient();
    await payload.delete({ collection: 'staff', where: { id: { exists: true } }, overrideAccess: true });
    expect(await staffCount()).toBe(0);
  });

  it('the console gets a setup link while no staff exists', async () => {
    const printed: string[] = [];
    const link = await announceFirstAdminSetup(await payloadClient(), (line) => printed.push(line));
    expect(link).toMatch(/\/api\/cms\/staff\/setup\?token=\d+\.[\w-]{43}$/);
    expect(printed.join('\n')).toContain(link!);
  });

  it('is refused to an anonymous caller, whatever roles it asks for', async () => {
    const answer = await cms('POST', 'staff/first-register', { json: admin });
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain('ADMIN_EMAIL');
    expect(answer.body).not.toHaveProperty('token');
    const stale = setupToken(Date.now() - SETUP_TOKEN_TTL_MS - 1000);
    expect((await cms('POST', 'staff/first-register', { json: admin, cookie: `${SETUP_COOKIE}=${stale}` })).status).toBe(403);
    expect(await staffCount()).toBe(0);
  });

  it('the setup link refuses a wrong token and turns a valid one into a cookie for the staff API', async () => {
    expect((await cms('GET', 'staff/setup?token=123.abc')).status).toBe(403);
    expect((await cms('GET', 'staff/setup')).status).toBe(403);
    const token = setupToken();
    const answer = await cms('GET', `staff/setup?token=${token}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/admin/create-first-user');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${SETUP_COOKIE}=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/cms\/staff/);
  });

  it('with the setup cookie: one administrator, once; then the link leads to the login', async () => {
    const cookie = `${SETUP_COOKIE}=${setupToken()}`;
    // The form's roles field defaults to editor: the first account is an administrator all the same.
    const created = await cms('POST', 'staff/first-register', { json: { ...admin, roles: ['editor'] }, cookie });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body?.token).toEqual(expect.any(String));
    expect((created.body?.user as { roles: string[] }).roles).toEqual(['admin']);
    expect(await staffCount()).toBe(1);

    const again = await cms('POST', 'staff/first-register', { json: { ...admin, email: 'second@example.org' }, cookie });
    expect(again.status).toBe(403);
    expect(await staffCount()).toBe(1);
    const link = await cms('GET', `staff/setup?token=${setupToken()}`);
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe('/admin/login');
    expect(link.headers.get('set-cookie')).toBeNull();
    expect(await announceFirstAdminSetup(await payloadClient(), () => undefined)).toBeNull();
  });
});
