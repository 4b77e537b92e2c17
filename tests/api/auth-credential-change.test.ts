import config from '@payload-config';
import { getPayload } from 'payload';
import { describe, expect, it } from 'vitest';
import { api, loginAs, mailCount, mailedToken, mailText, PASSWORD, unique, verifiedInvestor } from './auth-helpers';

/**
 * A credential change — password changed in the cabinet, password reset through a mailed link, login address
 * changed — ends what was issued before it: every outstanding reset link, a pending e-mail change and every
 * other session. The account holder is told by mail, in the account's language.
 */

const NEW_PASSWORD = 'brand-new-secret-7';
type Errors = Record<string, string[]>;

async function setLocale(id: number, locale: string) {
  await (await getPayload({ config })).db.updateOne({ collection: 'investors', id, data: { locale } });
}

async function requestReset(email: string, ip: string): Promise<string> {
  expect((await api('POST', 'auth/password-recovery/email', { ip, json: { email } })).status).toBe(200);
  return mailedToken(email, 'reset');
}

async function expectResetRefused(link: string, ip: string) {
  const answer = await api<Errors>('POST', `auth/password-recovery/reset-password/${link}`, { ip, json: { password: 'attacker-password-1' } });
  expect(answer.status).toBe(422);
  expect(answer.body.result.token?.[0]).toBe('The link is invalid or has expired.');
}

describe('a confirmed e-mail change', () => {
  it('ends the reset links mailed to the old address and every session; the old address is told in the account’s language', async () => {
    const { email: old, ip, token, id } = await verifiedInvestor('cc-email');
    const other = await loginAs(old, ip, PASSWORD, true);
    await setLocale(id, 'tr');
    const reset = await requestReset(old, ip);

    const { email: next } = unique('cc-email-new');
    expect((await api('POST', 'user/update', { token, ip, json: { email: next } })).status).toBe(200);
    const sentToOld = mailCount(old);
    expect((await api('POST', `auth/email-change/${mailedToken(next, 'emailChange')}`, { ip })).status).toBe(200);

    await expectResetRefused(reset, ip);
    expect((await api('GET', 'user/info', { token, ip })).status).toBe(401);
    expect((await api('GET', 'user/info', { token: other, ip })).status).toBe(401);
    // The old password still logs in, under the new address only.
    expect(await loginAs(next, ip)).toEqual(expect.any(String));

    expect(mailCount(old)).toBe(sentToOld + 1);
    const notice = mailText(old);
    expect(notice).toContain(`e-posta adresi ${next} olarak değiştirildi`);
    expect(notice).not.toMatch(/reset-password\/token=|email-change\/[a-f0-9]{64}/);
    expect(mailCount(next)).toBe(1); // only the confirmation link: the notice goes to the old address
  });
});

describe('POST /user/change-password', () => {
  it('ends the reset links and the pending e-mail change; only the session that changed it stays; an English notice', async () => {
    const { email, ip, token, id } = await verifiedInvestor('cc-change');
    const other = await loginAs(email, ip, PASSWORD, true);
    await setLocale(id, 'en');
    const reset = await requestReset(email, ip);
    const { email: next } = unique('cc-change-new');
    expect((await api('POST', 'user/update', { token, ip, json: { email: next } })).status).toBe(200);
    const pending = mailedToken(next, 'emailChange');

    const changed = await api<{ token: string }>('POST', 'user/change-password', {
      token,
      ip,
      json: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);

    await expectResetRefused(reset, ip);
    expect((await api('POST', `auth/email-change/${pending}`, { ip })).status).toBe(404);
    expect((await api('GET', 'user/info', { token: other, ip })).status).toBe(401);
    expect((await api('GET', 'user/info', { token, ip })).status).toBe(401);
    const info = await api('GET', 'user/info', { token: changed.body.result.token, ip });
    expect(info.status).toBe(200);
    expect(info.body.result).toMatchObject({ email, pendingEmail: null });

    const notice = mailText(email);
    expect(notice).toContain('Your password has been changed');
    expect(notice).not.toContain(NEW_PASSWORD);
    expect(notice).not.toMatch(/reset-password\/token=/);
  });
});

describe('POST /auth/password-recovery/reset-password/{token}', () => {
  it('ends every session and the pending e-mail change; the notice is in the account’s language', async () => {
    const { email, ip, token, id } = await verifiedInvestor('cc-reset');
    await setLocale(id, 'zh');
    const { email: next } = unique('cc-reset-new');
    expect((await api('POST', 'user/update', { token, ip, json: { email: next } })).status).toBe(200);
    const pending = mailedToken(next, 'emailChange');
    const reset = await requestReset(email, ip);

    expect((await api('POST', `auth/password-recovery/reset-password/${reset}`, { ip, json: { password: NEW_PASSWORD } })).status).toBe(200);
    expect((await api('GET', 'user/info', { token, ip })).status).toBe(401);
    expect((await api('POST', `auth/email-change/${pending}`, { ip })).status).toBe(404);

    const notice = mailText(email);
    expect(notice).toContain('密码已通过找回密码链接重新设置');
    expect(notice).not.toMatch(/reset-password\/token=/);
  });
});
