import { describe, expect, it } from 'vitest';
import { payloadClient } from '@/lib/server/payload';
import type { Appeal, Paged, RequestItem } from '@/lib/submissions/types';
import { minimalDocx, SAMPLE_JPG, SAMPLE_PDF } from '@/testing/zip';
import { api, mailCount, verifiedInvestor } from './auth-helpers';
import { count, form, mailText, reviewer, storedFiles, unverifiedInvestor } from './submissions-helpers';

const AGENCY = 'inbox@invest-krsk.local';

describe('POST /message/send, GET /message/list', () => {
  it('an appeal with a file; the agency is mailed; the list shows it; a reviewer answers: one mail, status answered', async () => {
    const user = await verifiedInvestor('appeal');
    const agencyBefore = mailCount(AGENCY);
    const sent = await api<Appeal>('POST', 'message/send', { token: user.token, form: form({ message: 'Прошу консультацию', agreement: 'true' }, [['file[0]', 'Письмо.docx', minimalDocx()]]) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.result).toMatchObject({ message: 'Прошу консультацию', status: 'new', answer: null, answeredAt: null, files: [{ name: 'Письмо.docx' }] });
    expect(mailCount(AGENCY)).toBe(agencyBefore + 1);
    expect(mailText(AGENCY)).toContain('Прошу консультацию');

    const staff = await reviewer();
    const before = mailCount(user.email);
    await staff.payload.update({ collection: 'appeals', id: sent.body.result.id, data: { answer: 'Ответ агентства' }, user: staff.user, overrideAccess: false, depth: 0 });
    expect(mailCount(user.email)).toBe(before + 1);
    expect(mailText(user.email)).toContain('Ответ агентства');
    const list = await api<Paged<Appeal>>('GET', 'message/list', { token: user.token });
    expect(list.body.result).toMatchObject({ totalCount: 1, items: [{ id: sent.body.result.id, status: 'answered', answer: 'Ответ агентства', answeredAt: expect.any(String) }] });
    const doc = await staff.payload.findByID({ collection: 'appeals', id: sent.body.result.id, depth: 0, overrideAccess: true });
    expect(doc.history?.map((entry) => [entry.status, entry.by ?? null])).toEqual([['new', null], ['answered', staff.user.id]]);
    // Answered without an answer, or backwards: refused.
    await expect(staff.payload.update({ collection: 'appeals', id: sent.body.result.id, data: { status: 'new' }, user: staff.user, overrideAccess: false, depth: 0 })).rejects.toMatchObject({ status: 400 });
  });

  it('§5/§8: message required (≤ 5000), agreement required; at most 5 files; unconfirmed 403; 401 without a token', async () => {
    const user = await verifiedInvestor('appeal-bad');
    const before = await count('appeals');
    const invalid = await api<Record<string, string[]>>('POST', 'message/send', { token: user.token, form: form({ message: '', agreement: 'false' }) });
    expect(invalid.status).toBe(422);
    expect(invalid.body.result.agreement?.[0]).toBe('We need to accept the agreement!');
    expect(invalid.body.result.message?.[0]).toEqual(expect.any(String));
    const long = await api<Record<string, string[]>>('POST', 'message/send', { token: user.token, form: form({ message: 'x'.repeat(5001), agreement: 'true' }) });
    expect(long.status).toBe(422);
    const files = storedFiles().length;
    const six = Array.from({ length: 6 }, (_, i) => [`file[${Math.min(i, 4)}]`, `${i}.jpg`, SAMPLE_JPG] as [string, string, Buffer]);
    const tooMany = await api<Record<string, string[]>>('POST', 'message/send', { token: user.token, form: form({ message: 'm', agreement: 'true' }, six) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.result.file?.[0]).toBe('At most 5 files can be attached.');
    expect(storedFiles().length).toBe(files);
    const unverified = await unverifiedInvestor('appeal-unverified');
    expect((await api('POST', 'message/send', { token: unverified.token, form: form({ message: 'm', agreement: 'true' }) })).status).toBe(403);
    expect((await api('POST', 'message/send', { form: form({ message: 'm', agreement: 'true' }) })).status).toBe(401);
    expect(await count('appeals')).toBe(before);
  });
});

describe('GET /file/{id}', () => {
  it('the owner downloads it (attachment, original name, nosniff, no-store); user B, a guest and unknown ids get 404/401', async () => {
    const owner = await verifiedInvestor('file-owner');
    const other = await verifiedInvestor('file-other');
    const sent = await api<Appeal>('POST', 'message/send', { token: owner.token, form: form({ message: 'С файлом', agreement: 'true' }, [['file[0]', 'Отчёт "итог".pdf', SAMPLE_PDF]]) });
    const file = sent.body.result.files[0]!;
    const download = await api('GET', `file/${file.id}`, { token: owner.token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="_ ___.pdf"; filename*=UTF-8''${encodeURIComponent('Отчёт "итог".pdf')}`,
    );
    expect(Buffer.from(await download.raw.arrayBuffer())).toEqual(SAMPLE_PDF);
    expect((await api('GET', `file/${file.id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `file/${file.id}`)).status).toBe(401);
    expect((await api('GET', 'file/99999999', { token: owner.token })).status).toBe(404);

    // User B gets 404 for A's appeal list entries too (lists are per owner) and for A's request passport.
    const otherList = await api<Paged<Appeal>>('GET', 'message/list', { token: other.token });
    expect(otherList.body.result.totalCount).toBe(0);
    const request = await api<RequestItem>('POST', 'request/create', { token: owner.token, form: form({ title: 't', description: 'd' }, [['files[0]', 'r.pdf', SAMPLE_PDF]]) });
    expect((await api('GET', `file/${request.body.result.files[0]!.id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `request/${request.body.result.id}/passport`, { token: other.token })).status).toBe(404);
  });

  it('reviewing staff download through the admin session cookie; a guest\'s file only staff can read', async () => {
    const guestRequest = await api<RequestItem>('POST', 'request/create', {
      form: form({ title: 'Гость', description: 'd', name: 'Гость', email: 'guest-file@example.org', phone: '+7 391 200-00-00', consent: 'true' }, [['files[0]', 'g.pdf', SAMPLE_PDF]]),
    });
    const fileId = guestRequest.body.result.files[0]!.id;
    const staff = await reviewer();
    const { token } = await staff.payload.login({ collection: 'staff', data: { email: staff.email, password: staff.password } });
    const asStaff = await api('GET', `file/${fileId}`, { cookie: `payload-token=${token}`, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(asStaff.status).toBe(200);
    const someone = await verifiedInvestor('file-someone');
    expect((await api('GET', `file/${fileId}`, { token: someone.token })).status).toBe(404);
  });
});

describe('account deletion', () => {
  it('keeps the submissions, detached, without contact details', async () => {
    const user = await verifiedInvestor('deleted');
    const request = await api<RequestItem>('POST', 'request/create', { token: user.token, form: form({ title: 'Останется', description: 'd' }, [['files[0]', 'a.pdf', SAMPLE_PDF]]) });
    const appeal = await api<Appeal>('POST', 'message/send', { token: user.token, form: form({ message: 'Останется', agreement: 'on' }) });
    const deleted = await api('POST', 'user/delete', { token: user.token, ip: user.ip, json: { password: 'correct-horse-42' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const payload = await payloadClient();
    const doc = await payload.findByID({ collection: 'requests', id: request.body.result.id, depth: 0, overrideAccess: true });
    expect(doc).toMatchObject({ title: 'Останется', owner: null, contactName: null, contactEmail: null, contactPhone: null });
    const appealDoc = await payload.findByID({ collection: 'appeals', id: appeal.body.result.id, depth: 0, overrideAccess: true });
    expect(appealDoc).toMatchObject({ message: 'Останется', owner: null });
    const file = await payload.findByID({ collection: 'attachments', id: request.body.result.files[0]!.id, depth: 0, overrideAccess: true });
    expect(file.owner ?? null).toBeNull();
  });

  it('also when an admin deletes the account in the back office', async () => {
    const user = await verifiedInvestor('deleted-by-admin');
    const request = await api<RequestItem>('POST', 'request/create', { token: user.token, form: form({ title: 'Останется', description: 'd' }) });
    const payload = await payloadClient();
    const admin = await payload.create({ collection: 'staff', data: { email: `admin-${Date.now()}@example.org`, password: 'admin-pass-42', roles: ['admin'] }, overrideAccess: true, depth: 0 });
    await payload.delete({ collection: 'investors', id: user.id, user: { ...admin, collection: 'staff' }, overrideAccess: false, req: { payloadAPI: 'REST' } });
    const doc = await payload.findByID({ collection: 'requests', id: request.body.result.id, depth: 0, overrideAccess: true });
    expect(doc).toMatchObject({ title: 'Останется', owner: null, contactName: null, contactEmail: null, contactPhone: null });
  });
});
