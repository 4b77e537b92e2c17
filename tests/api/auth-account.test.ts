import config from '@payload-config';
import { getPayload } from 'payload';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as updateRoute from '@/app/api/v1/user/update/route';
import { api, claims, lastMail, loginAs, mailCount, mailedToken, PASSWORD, registerInvestor, unique, verifiedInvestor } from './auth-helpers';

type Errors = Record<string, string[]>;

describe('e-mail change', () => {
  it('keeps the confirmed address until the new one is confirmed by the link mailed to it; tells the old one', async () => {
    const { email: old, ip, token, id } = await verifiedInvestor('change');
    const { email: next } = unique('change-new');
    // English mails (quoted-printable, readable here); the sender's name is English too.
    await (await getPayload({ config })).db.updateOne({ collection: 'investors', id, data: { locale: 'en' } });
    const requested = await api('POST', 'user/update', { token, ip, json: { email: next.toUpperCase() } });
    expect(requested.status).toBe(200);
    expect(requested.body.result).toMatchObject({ email: old, pendingEmail: next, verified: true, status: 'active' });

    // The new address gets a change mail (not a registration), the old one a notice naming the new address.
    const change = lastMail(next);
    expect(change).toMatch(/\/verification\/email-change\/[a-f0-9]{64}/);
    expect(change).not.toMatch(/\/verification\/[a-f0-9]{64}/);
    expect(change).toContain('This is not a registration');
    expect(change).toMatch(/^From: "?Investment portal of Krasnoyarsk Krai"? </m);
    expect(change).toMatch(/\/en\/verification\/email-change\//);
    const notice = lastMail(old);
    expect(notice).toContain(next);
    expect(notice).not.toMatch(/email-change\/[a-f0-9]{64}/);

    // Still the old login; writes still allowed (no lock-out); the new address cannot log in yet.
    expect(await loginAs(old, ip)).toEqual(expect.any(String));
    expect((await api('POST', 'user/update', { token, ip, json: { company: 'ООО «Енисей»' } })).status).toBe(200);
    expect((await api('POST', 'auth/login/email', { ip, json: { email: next, password: PASSWORD } })).status).toBe(422);

    const link = mailedToken(next, 'emailChange');
    const confirmed = await api<{ email: string }>('POST', `auth/email-change/${link}`, { ip });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result).toEqual({ email: next });
    const info = await api('GET', 'user/info', { token: await loginAs(next, ip) , ip });
    expect(info.body.result).toMatchObject({ email: next, pendingEmail: null, verified: true });
    expect((await api('POST', 'auth/login/email', { ip, json: { email: old, password: PASSWORD } })).status).toBe(422);

    // Single use.
    const again = await api<{ message: string }>('POST', `auth/email-change/${link}`, { ip });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, result: { message: 'The e-mail change link is invalid, has expired or has already been used.' } });
  });

  it('the token is stored hashed; an expired link is 410; a malformed one 404', async () => {
    const { ip, token, id } = await verifiedInvestor('change-exp');
    const { email: next } = unique('change-exp-new');
    await api('POST', 'user/update', { token, ip, json: { email: next } });
    const link = mailedToken(next, 'emailChange');
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { id: { equals: id } } })) as Record<string, unknown>;
    expect(row.emailChangeTokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(row.emailChangeTokenHash).not.toBe(link);
    await payload.db.updateOne({ collection: 'investors', id, data: { emailChangeTokenExpires: new Date(Date.now() - 1000).toISOString() } });
    expect((await api('POST', `auth/email-change/${link}`, { ip })).status).toBe(410);
    expect((await api('POST', 'auth/email-change/not-a-token', { ip })).status).toBe(404);
  });

  it('can be cancelled: the link stops working and the address stays', async () => {
    const { email, ip, token } = await verifiedInvestor('change-cancel');
    const { email: next } = unique('change-cancel-new');
    await api('POST', 'user/update', { token, ip, json: { email: next } });
    const link = mailedToken(next, 'emailChange');
    const cancelled = await api('POST', 'user/email-change/cancel', { token, ip });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result).toMatchObject({ email, pendingEmail: null });
    expect((await api('POST', `auth/email-change/${link}`, { ip })).status).toBe(404);
    expect((await api('POST', 'user/email-change/cancel', { ip })).status).toBe(401);
  });

  it('checks the address is free again when the link is followed', async () => {
    const { ip, token } = await verifiedInvestor('change-race');
    const { email: next } = unique('change-race-new');
    await api('POST', 'user/update', { token, ip, json: { email: next } });
    const link = mailedToken(next, 'emailChange');
    await registerInvestor(next, unique('race').ip);
    const clash = await api<Errors>('POST', `auth/email-change/${link}`, { ip });
    expect(clash.status).toBe(409);
    expect(clash.body.result.email?.[0]).toBe('This email address has already been taken.');
  });
});

describe('internationalized domains', () => {
  it('a@пример.рф and its punycode are one account, stored once in ASCII; login, recovery and resend use it', async () => {
    const local = `idn${Date.now().toString(36)}`;
    const { ip } = unique('idn');
    const registered = await registerInvestor(`${local}@пример.рф`, ip);
    expect(registered.status).toBe(200);
    expect(registered.body.result).toMatchObject({ email: `${local}@xn--e1afmkfd.xn--p1ai` });
    const twin = await registerInvestor(`${local}@XN--E1AFMKFD.XN--P1AI`, ip);
    expect(twin.status).toBe(422);
    expect((twin.body.result as Errors).email?.[0]).toBe('This email address has already been taken.');
    expect(await loginAs(`${local}@пример.рф`, ip)).toEqual(expect.any(String));
    expect(await loginAs(`${local}@xn--e1afmkfd.xn--p1ai`, ip)).toEqual(expect.any(String));
    expect((await api('POST', 'auth/password-recovery/email', { ip, json: { email: `${local}@Пример.РФ` } })).status).toBe(200);
    expect(lastMail(`${local}@xn--e1afmkfd.xn--p1ai`)).toMatch(/reset-password\/token=/);
  });
});

describe('hardening of the accounts API', () => {
  it('control characters are refused with 422 and nothing is stored', async () => {
    const { ip, token } = await verifiedInvestor('ctrl');
    const refused = await api<Errors>('POST', 'user/update', { token, ip, json: { name: 'A\u0000B\u0007C' } });
    expect(refused.status).toBe(422);
    expect(refused.body.result.name?.[0]).toBe('The value must not contain control characters.');
    const info = await api('GET', 'user/info', { token, ip });
    expect(info.body.result).toMatchObject({ name: 'Иван' });
    const { email } = unique('ctrl-reg');
    const reg = await registerInvestor(email, ip, { surname: 'Пет\u0000ров' });
    expect(reg.status).toBe(422);
    expect((reg.body.result as Errors).surname?.[0]).toBe('The value must not contain control characters.');
  });

  it('bodies are limited by what is read: 413 naming the body, chunked too, not the photo rule', async () => {
    const { ip, token } = await verifiedInvestor('body');
    const big = JSON.stringify({ company: 'x'.repeat(20 * 1024 * 1024) });
    const declared = await api<{ message: string }>('POST', 'user/update', { token, ip, headers: { 'content-length': String(big.length) }, json: JSON.parse(big) });
    expect(declared.status).toBe(413);
    expect(declared.body.result).toEqual({ message: 'The request body is too large.' });

    // The same body as a stream without Content-Length (chunked): cut off at the limit.
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"company":"'));
      },
      pull(controller) {
        pulled += 1;
        if (pulled > 320) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost:3104/api/v1/user/update', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(request.headers.get('content-length')).toBeNull();
    const chunked = await updateRoute.POST(request);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ success: false, result: { message: 'The request body is too large.' } });
    expect(pulled).toBeLessThan(10);
  });

  it('change password refuses the current password as the new one', async () => {
    const { ip, token } = await verifiedInvestor('same-pass');
    const same = await api<Errors>('POST', 'user/change-password', { token, ip, json: { current_password: PASSWORD, new_password: PASSWORD } });
    expect(same.status).toBe(422);
    expect(same.body.result.new_password?.[0]).toBe('The new password must differ from the current one.');
  });

  it('405 answers are the envelope with an Allow header', async () => {
    const { GET } = await import('@/app/api/v1/auth/login/email/route');
    const response = GET();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ success: false, result: { message: 'Method not allowed: use POST.' } });
    const news = await import('@/app/api/v1/news/route');
    const post = news.POST();
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('public answers vary on Language', async () => {
    const news = await import('@/app/api/v1/news/route');
    const response = await news.GET(new Request('http://localhost:3104/api/v1/news', { headers: { Language: 'en' } }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/\bLanguage\b/);
  });
});

describe('POST /auth/verify/resend by a guest', () => {
  it('answers the same for an unknown, a confirmed and an unconfirmed address; only the last gets a link', async () => {
    const { email, ip } = unique('guest-resend');
    await registerInvestor(email, ip);
    const payload = await getPayload({ config });
    const row = (await payload.db.findOne({ collection: 'investors', where: { email: { equals: email } } })) as { id: number };
    await payload.db.updateOne({ collection: 'investors', id: row.id, data: { verificationSentAt: new Date(Date.now() - 120_000).toISOString() } });
    const confirmed = await verifiedInvestor('guest-resend-ok');
    const before = { unconfirmed: mailCount(email), confirmed: mailCount(confirmed.email) };
    const answers: { status: number; body: unknown }[] = [];
    for (const address of [email, confirmed.email, unique('nobody').email]) {
      const answer = await api('POST', 'auth/verify/resend', { ip: unique('guest').ip, json: { email: address } });
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);
    expect(answers[0]).toEqual({ status: 200, body: { success: true, result: { requested: true } } });
    expect(mailCount(email)).toBe(before.unconfirmed + 1);
    expect(mailCount(confirmed.email)).toBe(before.confirmed);
    const bad = await api<Errors>('POST', 'auth/verify/resend', { ip, json: { email: 'nope' } });
    expect(bad.status).toBe(422);
  });

  it('is limited per IP', async () => {
    const { ip } = unique('guest-flood');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api('POST', 'auth/verify/resend', { ip, json: { email: unique('x').email } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /user/delete (152-FZ: consent withdrawn, account closed)', () => {
  it('asks for the password again, then removes the record, photo and sessions and clears the cookie', async () => {
    const { email, ip, token, id } = await verifiedInvestor('delete');
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('image', new File([new Uint8Array(photo)], 'me.jpg', { type: 'image/jpeg' }));
    expect((await api('POST', 'user/update', { token, ip, form })).status).toBe(200);
    const wrong = await api<Errors>('POST', 'user/delete', { token, ip, json: { password: 'not-the-password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.result.password?.[0]).toBe('The password is incorrect.');
    expect((await api('POST', 'user/delete', { ip, json: { password: PASSWORD } })).status).toBe(401);

    const deleted = await api('POST', 'user/delete', { token, ip, json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, result: { deleted: true } });
    expect(deleted.headers.get('set-cookie')).toMatch(/portal_session=;.*Max-Age=0/);
    const payload = await getPayload({ config });
    expect(await payload.db.findOne({ collection: 'investors', where: { id: { equals: id } } })).toBeNull();
    const { totalDocs } = await payload.find({ collection: 'avatars', where: { owner: { equals: id } }, overrideAccess: true, depth: 0 });
    expect(totalDocs).toBe(0);
    expect((await api('GET', 'user/info', { token, ip })).status).toBe(401);
    expect((await api('POST', 'auth/login/email', { ip, json: { email, password: PASSWORD } })).status).toBe(422);
    expect(claims(token).id).toBe(id);
  });
});
