import { describe, expect, it } from 'vitest';
import type { Passport, RequestItem } from '@/lib/submissions/types';
import { minimalXlsx, SAMPLE_GIF, SAMPLE_PDF, SAMPLE_PNG } from '@/testing/zip';
import { api, mailCount, verifiedInvestor } from './auth-helpers';
import { form, mailText, reviewer, storedFiles, unverifiedInvestor } from './submissions-helpers';

async function ownRequest(token: string, title = 'Проект с паспортом') {
  const { status, body } = await api<RequestItem>('POST', 'request/create', { token, form: form({ title, description: 'Описание' }) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result;
}

describe('GET/POST /request/{id}/passport', () => {
  it('empty before the first save; a partial save comes back as it was; absent fields keep, empty ones clear', async () => {
    const user = await verifiedInvestor('passport');
    const request = await ownRequest(user.token);
    const empty = await api<Passport>('GET', `request/${request.id}/passport`, { token: user.token });
    expect(empty.status).toBe(200);
    expect(empty.body.result).toMatchObject({ requestId: request.id, requestStatus: 'pending', editable: true, files: [], updatedAt: null, progress: { filled: 0 } });
    expect(Object.values(empty.body.result.data).every((value) => value === null)).toBe(true);

    const first = await api<Passport>('POST', `request/${request.id}/passport`, {
      token: user.token,
      form: form(
        {
          company_name: 'ООО «Ромашка»',
          inn: '2466010657',
          main_okved: '16.10',
          additional_okveds: ['16.21', '16.23.1'],
          own_funds: '12,5',
          number_of_jobs_created: '120',
          layout: 'true',
          business_plan: 'false',
          form_of_possession: ['rent', 'rent_to_buy'],
          start_date: '2027-03-01',
          cadastral_number: '24:50:0000000:123',
          electricity_power: '1500',
          production_hazard_class: 'III',
        },
        [['files[0]', 'Бизнес-план.pdf', SAMPLE_PDF]],
      ),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.data).toMatchObject({
      company_name: 'ООО «Ромашка»',
      additional_okveds: ['16.21', '16.23.1'],
      own_funds: 12.5,
      number_of_jobs_created: 120,
      layout: true,
      business_plan: false,
      form_of_possession: ['rent', 'rent_to_buy'],
      electricity_power: 1500,
      price: null,
    });
    expect(first.body.result.files.map((file) => file.name)).toEqual(['Бизнес-план.pdf']);
    expect(first.body.result.progress.filled).toBe(13);

    const second = await api<Passport>('POST', `request/${request.id}/passport`, { token: user.token, form: form({ company_name: '', price: '5000000', additional_okveds: '' }) });
    expect(second.status).toBe(200);
    expect(second.body.result.data).toMatchObject({ company_name: null, price: 5000000, additional_okveds: null, inn: '2466010657', form_of_possession: ['rent', 'rent_to_buy'] });
    const again = await api<Passport>('GET', `request/${request.id}/passport`, { token: user.token });
    expect(again.body.result.data).toEqual(second.body.result.data);
    const list = await api<{ items: RequestItem[] }>('GET', 'request/list', { token: user.token });
    expect(list.body.result.items[0]).toMatchObject({ id: request.id, hasPassport: true, passportEditable: true });
  });

  it('bad values: 422 per field, nothing changes', async () => {
    const user = await verifiedInvestor('passport-bad');
    const request = await ownRequest(user.token);
    const { status, body } = await api<Record<string, string[]>>('POST', `request/${request.id}/passport`, {
      token: user.token,
      form: form({ company_name: 'Сохранится ли?', inn: '2466010658', main_okved: 'abc', start_date: '2027-02-30', own_funds: '-1', number_of_jobs_created: '1.5', link_to_the_main_electronic_resource: 'ftp://x', status: 'unknown' }),
    });
    expect(status).toBe(422);
    expect(Object.keys(body.result).sort()).toEqual(['inn', 'link_to_the_main_electronic_resource', 'main_okved', 'number_of_jobs_created', 'own_funds', 'start_date', 'status']);
    const after = await api<Passport>('GET', `request/${request.id}/passport`, { token: user.token });
    expect(after.body.result.data.company_name).toBeNull();
  });

  it('files: at most 5 per passport; remove_files removes only its own', async () => {
    const user = await verifiedInvestor('passport-files');
    const request = await ownRequest(user.token);
    const url = `request/${request.id}/passport`;
    const three = await api<Passport>('POST', url, { token: user.token, form: form({}, [['files[0]', 'a.gif', SAMPLE_GIF], ['files[1]', 'b.xlsx', minimalXlsx()], ['files[2]', 'c.png', SAMPLE_PNG]]) });
    expect(three.status, JSON.stringify(three.body)).toBe(200);
    const tooMany = await api<Record<string, string[]>>('POST', url, { token: user.token, form: form({}, [['files[0]', 'd.pdf', SAMPLE_PDF], ['files[1]', 'e.pdf', SAMPLE_PDF], ['files[2]', 'f.pdf', SAMPLE_PDF]]) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.result.files).toEqual(['At most 5 files can be attached.']);
    const [first] = three.body.result.files;
    const filesBefore = storedFiles().length;
    const removed = await api<Passport>('POST', url, { token: user.token, form: form({ remove_files: String(first!.id) }, [['files[0]', 'd.pdf', SAMPLE_PDF]]) });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.result.files.map((file) => file.name)).toEqual(['b.xlsx', 'c.png', 'd.pdf']);
    expect(storedFiles().length).toBe(filesBefore); // one removed, one added
    const foreign = await api<Record<string, string[]>>('POST', url, { token: user.token, form: form({ remove_files: '999999' }) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.result.remove_files).toEqual(['The file to remove is not attached to this passport.']);
  });

  it('editable while Pending Review; after a reviewer moves the request: 403, history and one mail per transition', async () => {
    const user = await verifiedInvestor('passport-locked');
    const request = await ownRequest(user.token, 'Проект на рассмотрении');
    const url = `request/${request.id}/passport`;
    expect((await api('POST', url, { token: user.token, form: form({ name: 'Лесопилка' }) })).status).toBe(200);
    const staff = await reviewer();
    const mailsBefore = mailCount(user.email);
    await staff.payload.update({ collection: 'requests', id: request.id, data: { status: 'in_review', reviewComment: 'Взяли в работу' }, user: staff.user, overrideAccess: false, depth: 0 });
    expect(mailCount(user.email)).toBe(mailsBefore + 1);
    expect(mailText(user.email)).toContain('На рассмотрении');
    expect(mailText(user.email)).toContain('Взяли в работу');

    const refused = await api<{ message: string }>('POST', url, { token: user.token, form: form({ name: 'Другое' }) });
    expect(refused.status).toBe(403);
    expect(refused.body.result.message).toMatch(/no longer be changed/);
    const read = await api<Passport>('GET', url, { token: user.token });
    expect(read.body.result).toMatchObject({ editable: false, requestStatus: 'in_review', data: { name: 'Лесопилка' } });

    // Only the allowed transitions; each is recorded with who and when.
    await expect(staff.payload.update({ collection: 'requests', id: request.id, data: { status: 'pending' }, user: staff.user, overrideAccess: false, depth: 0 })).rejects.toMatchObject({ status: 400 });
    await staff.payload.update({ collection: 'requests', id: request.id, data: { status: 'accepted' }, user: staff.user, overrideAccess: false, depth: 0 });
    expect(mailCount(user.email)).toBe(mailsBefore + 2);
    const doc = await staff.payload.findByID({ collection: 'requests', id: request.id, depth: 0, overrideAccess: true });
    expect(doc.history?.map((entry) => [entry.status, entry.by ?? null, entry.comment ?? null])).toEqual([
      ['pending', null, null],
      ['in_review', staff.user.id, 'Взяли в работу'],
      ['accepted', staff.user.id, null],
    ]);
    const list = await api<{ items: RequestItem[] }>('GET', 'request/list', { token: user.token });
    expect(list.body.result.items[0]).toMatchObject({ status: 'accepted', passportEditable: false, reviewComment: null });
    expect(list.body.result.items[0]!.history.map((entry) => entry.status)).toEqual(['pending', 'in_review', 'accepted']);
    const passport = await staff.payload.find({ collection: 'passports', where: { request: { equals: request.id } }, depth: 0, overrideAccess: true });
    expect(passport.docs[0]?.reviewStatus).toBe('accepted');
  });

  it('an investor cannot change a request through the back office API; staff cannot rewrite its content', async () => {
    const user = await verifiedInvestor('passport-admin');
    const request = await ownRequest(user.token, 'Исходное название');
    const staff = await reviewer();
    const req = { payloadAPI: 'REST' as const };
    await staff.payload.update({ collection: 'requests', id: request.id, data: { title: 'Подменено', status: 'in_review' }, user: staff.user, overrideAccess: false, depth: 0, req });
    const doc = await staff.payload.findByID({ collection: 'requests', id: request.id, depth: 0, overrideAccess: true });
    expect(doc).toMatchObject({ title: 'Исходное название', status: 'in_review' });
  });

  it('unconfirmed: 403; someone else\'s request: 404 for GET and POST; unknown id 404', async () => {
    const owner = await verifiedInvestor('passport-owner');
    const other = await verifiedInvestor('passport-other');
    const request = await ownRequest(owner.token);
    expect((await api('GET', `request/${request.id}/passport`, { token: other.token })).status).toBe(404);
    expect((await api('POST', `request/${request.id}/passport`, { token: other.token, form: form({ name: 'x' }) })).status).toBe(404);
    expect((await api('GET', 'request/99999999/passport', { token: owner.token })).status).toBe(404);
    expect((await api('GET', 'request/abc/passport', { token: owner.token })).status).toBe(404);
    const unverified = await unverifiedInvestor('passport-unverified');
    expect((await api('POST', `request/${request.id}/passport`, { token: unverified.token, form: form({ name: 'x' }) })).status).toBe(403);
  });
});
