import { describe, expect, it } from 'vitest';
import type { Paged, RequestItem } from '@/lib/submissions/types';
import { minimalDocx, SAMPLE_EXE, SAMPLE_JPG, SAMPLE_PDF, SAMPLE_PNG, zipBombDocx } from '@/testing/zip';
import { api, mailCount, verifiedInvestor } from './auth-helpers';
import { count, form, mailText, storedFiles, streamedUpload, unverifiedInvestor } from './submissions-helpers';

const AGENCY = 'inbox@invest-krsk.local';
const guest = { title: 'Завод по переработке древесины', description: 'Описание проекта', name: 'Иван Петров', email: 'Guest.Investor@Example.org', phone: '+7 391 200-00-00', consent: 'true' };

describe('POST /request/create', () => {
  it('a guest sends a project with 2 files: 200 RequestItem, the agency is mailed', async () => {
    const before = mailCount(AGENCY);
    const { status, body } = await api<RequestItem>('POST', 'request/create', {
      language: 'en',
      form: form(guest, [
        ['files[0]', 'Презентация.pdf', SAMPLE_PDF],
        ['files[1]', 'plan.docx', minimalDocx()],
      ]),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({ title: guest.title, description: guest.description, status: 'pending', hasPassport: false, passportEditable: false, reviewComment: null });
    expect(body.result.files.map((file) => [file.name, file.mime])).toEqual([
      ['Презентация.pdf', 'application/pdf'],
      ['plan.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    expect(body.result.files[0]!.url).toBe(`/api/v1/file/${body.result.files[0]!.id}`);
    expect(body.result.history).toEqual([{ status: 'pending', at: expect.any(String), comment: null }]);
    expect(mailCount(AGENCY)).toBe(before + 1);
    const mail = mailText(AGENCY);
    expect(mail).toContain(guest.title);
    expect(mail).toContain('guest.investor@example.org');
  });

  it('a guest must give title, name, a valid e-mail, a phone and the 152-FZ consent, all in one answer; the description may stay empty (§5)', async () => {
    const missing = await api<Record<string, string[]>>('POST', 'request/create', { form: form({ title: '', description: '', name: '', email: 'nope', phone: '' }) });
    expect(missing.status).toBe(422);
    expect(Object.fromEntries(Object.entries(missing.body.result).map(([field, messages]) => [field, messages[0]]))).toEqual({
      title: 'Fill in the fields!',
      name: 'This field is required.',
      email: 'Email is not a valid email address.',
      phone: 'This field is required.',
      consent: 'Consent to the processing of personal data is required.',
    });
    const titleOnly = await api<RequestItem>('POST', 'request/create', { form: form({ ...guest, description: '', email: 'title-only@example.org' }) });
    expect(titleOnly.status, JSON.stringify(titleOnly.body)).toBe(200);
    expect(titleOnly.body.result).toMatchObject({ title: guest.title, description: '' });
  });

  it('a guest without the consent: 422 `consent`, nothing stored, no mail', async () => {
    const [requests, attachments, files, mails] = [await count('requests'), await count('attachments'), storedFiles().length, mailCount(AGENCY)];
    for (const consent of [undefined, 'false', '']) {
      const fields = consent === undefined ? Object.fromEntries(Object.entries(guest).filter(([key]) => key !== 'consent')) : { ...guest, consent };
      const { status, body } = await api<Record<string, string[]>>('POST', 'request/create', { form: form(fields, [['files[0]', 'plan.pdf', SAMPLE_PDF]]) });
      expect(status).toBe(422);
      expect(body.result).toEqual({ consent: ['Consent to the processing of personal data is required.'] });
    }
    expect([await count('requests'), await count('attachments'), storedFiles().length, mailCount(AGENCY)]).toEqual([requests, attachments, files, mails]);
  });

  it('a confirmed investor: contacts from the profile, the request in their list; a bad token is 401', async () => {
    const user = await verifiedInvestor('requester');
    const { status, body } = await api<RequestItem>('POST', 'request/create', {
      token: user.token,
      form: form({ title: '', description: 'Только описание', name: 'ignored', email: 'ignored' }, [['files[0]', 'photo.png', SAMPLE_PNG]]),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({ title: '', passportEditable: true });
    expect(mailText(AGENCY)).toContain(user.email);
    const list = await api<Paged<RequestItem>>('GET', 'request/list', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.result.totalCount).toBe(1);
    expect(list.body.result.items[0]).toMatchObject({ id: body.result.id, files: [{ name: 'photo.png', mime: 'image/png' }] });
    expect((await api('POST', 'request/create', { token: 'not-a-token', form: form(guest) })).status).toBe(401);
  });

  it('the list: newest first, page and limit, 401 without a token', async () => {
    const user = await verifiedInvestor('lister');
    for (const title of ['first', 'second', 'third']) {
      expect((await api('POST', 'request/create', { token: user.token, form: form({ title, description: 'd' }) })).status).toBe(200);
    }
    const page = await api<Paged<RequestItem>>('GET', 'request/list?page=1&limit=2', { token: user.token });
    expect(page.body.result.totalCount).toBe(3);
    expect(page.body.result.items.map((item) => item.title)).toEqual(['third', 'second']);
    const next = await api<Paged<RequestItem>>('GET', 'request/list?page=2&limit=2', { token: user.token });
    expect(next.body.result.items.map((item) => item.title)).toEqual(['first']);
    expect((await api('GET', 'request/list')).status).toBe(401);
    expect((await api('GET', 'request/list?limit=0', { token: user.token })).status).toBe(422);
  });

  it('an unconfirmed account is refused (403) and nothing is saved', async () => {
    const user = await unverifiedInvestor();
    const before = await count('requests');
    const { status, body } = await api<{ message: string }>('POST', 'request/create', { token: user.token, form: form({ title: 't', description: 'd' }, [['files[0]', 'a.pdf', SAMPLE_PDF]]) });
    expect(status).toBe(403);
    expect(body.result.message).toMatch(/confirm/i);
    expect(await count('requests')).toBe(before);
  });

  it('6 files are refused (422 files) with no record and no file left', async () => {
    const [requests, attachments, files] = [await count('requests'), await count('attachments'), storedFiles().length];
    const six = Array.from({ length: 6 }, (_, i) => [`files[${Math.min(i, 4)}]`, `${i}.jpg`, SAMPLE_JPG] as [string, string, Buffer]);
    const { status, body } = await api<Record<string, string[]>>('POST', 'request/create', { form: form(guest, six) });
    expect(status).toBe(422);
    expect(body.result.files?.[0]).toBe('At most 5 files can be attached.');
    expect([await count('requests'), await count('attachments'), storedFiles().length]).toEqual([requests, attachments, files]);
  });

  it('an .exe renamed .pdf is refused by its content', async () => {
    const [requests, files] = [await count('requests'), storedFiles().length];
    const { status, body } = await api<Record<string, string[]>>('POST', 'request/create', {
      form: form(guest, [
        ['files[0]', 'ok.pdf', SAMPLE_PDF],
        ['files[1]', 'setup.pdf', SAMPLE_EXE],
      ]),
    });
    expect(status).toBe(422);
    expect(body.result.files?.[0]).toBe('The file «setup.pdf» is not of an allowed type.');
    expect([await count('requests'), storedFiles().length]).toEqual([requests, files]);
  });

  it('a docx whose entries inflate past the cap is refused', async () => {
    const [requests, files] = [await count('requests'), storedFiles().length];
    const { status, body } = await api<Record<string, string[]>>('POST', 'request/create', { form: form(guest, [['files[0]', 'bomb.docx', zipBombDocx(110)]]) });
    expect(status).toBe(422);
    expect(body.result.files?.[0]).toBe('The file «bomb.docx» is not of an allowed type.');
    expect([await count('requests'), storedFiles().length]).toEqual([requests, files]);
  });

  it('a 31 MB file (streamed) is refused with 413, nothing kept', async () => {
    const [requests, files] = [await count('requests'), storedFiles().length];
    const upload = streamedUpload(guest, { field: 'files[0]', name: 'big.pdf', bytes: 31 * 1024 * 1024 });
    const { status, body } = await api<{ message: string }>('POST', 'request/create', { body: upload });
    expect(status).toBe(413);
    expect(body.result.message).toBe('The file «big.pdf» is larger than 30 MB.');
    expect([await count('requests'), storedFiles().length]).toEqual([requests, files]);
  });

  it('a request cut off mid-upload leaves no record and no file', async () => {
    const [requests, attachments, files] = [await count('requests'), await count('attachments'), storedFiles().length];
    const upload = streamedUpload(guest, { field: 'files[0]', name: 'half.pdf', bytes: 20 * 1024 * 1024, failAfter: 5 * 1024 * 1024 });
    const { status } = await api('POST', 'request/create', { body: upload });
    expect(status).toBe(400);
    expect([await count('requests'), await count('attachments'), storedFiles().length]).toEqual([requests, attachments, files]);
  });
});
