import { describe, expect, it } from 'vitest';
import * as messageAgencyRoute from '@/app/api/v1/message/[id]/agency-message/route';
import * as messageReplyRoute from '@/app/api/v1/message/[id]/reply/route';
import * as messageThreadRoute from '@/app/api/v1/message/[id]/thread/route';
import * as requestAgencyRoute from '@/app/api/v1/request/[id]/agency-message/route';
import * as requestReplyRoute from '@/app/api/v1/request/[id]/reply/route';
import * as requestThreadRoute from '@/app/api/v1/request/[id]/thread/route';
import { payloadClient } from '@/lib/server/payload';
import type { Appeal, RequestItem, ThreadMessage } from '@/lib/submissions/types';
import { SAMPLE_JPG, SAMPLE_PDF } from '@/testing/zip';
import { addRoutes, api, mailCount, verifiedInvestor } from './auth-helpers';
import { form, mailText, reviewer, storedFiles } from './submissions-helpers';

type Handler = Parameters<typeof addRoutes>[0][2];

addRoutes(
  ['POST', /^\/request\/(?<id>[^/]+)\/reply$/, requestReplyRoute.POST as Handler],
  ['GET', /^\/request\/(?<id>[^/]+)\/thread$/, requestThreadRoute.GET as Handler],
  ['POST', /^\/request\/(?<id>[^/]+)\/agency-message$/, requestAgencyRoute.POST as Handler],
  ['POST', /^\/message\/(?<id>[^/]+)\/reply$/, messageReplyRoute.POST as Handler],
  ['GET', /^\/message\/(?<id>[^/]+)\/thread$/, messageThreadRoute.GET as Handler],
  ['POST', /^\/message\/(?<id>[^/]+)\/agency-message$/, messageAgencyRoute.POST as Handler],
);

const AGENCY = 'inbox@invest-krsk.local';
const CLOSED = 'This item is closed: no more messages can be added to it.';

/** A reviewer with an admin session, as the edit view's thread panel calls the API. */
async function staffSession() {
  const staff = await reviewer();
  const { token } = await staff.payload.login({ collection: 'staff', data: { email: staff.email, password: staff.password } });
  return { ...staff, headers: { 'sec-fetch-site': 'same-origin' }, cookie: `payload-token=${token}` };
}

async function threadMessageCount(): Promise<number> {
  const payload = await payloadClient();
  return (await payload.count({ collection: 'thread-messages', overrideAccess: true })).totalDocs;
}

describe('an appeal’s conversation: POST /message/{id}/reply, GET /message/{id}/thread, the agency’s message', () => {
  it('clarification asked with a file → the investor replies with a file (clock restarts) → answered: whole thread in order, 409 after', async () => {
    const owner = await verifiedInvestor('thread-owner');
    const other = await verifiedInvestor('thread-other');
    const sent = await api<Appeal>('POST', 'message/send', { token: owner.token, form: form({ message: 'Нужна площадка 10 га', agreement: 'true' }, [['file[0]', 'план.pdf', SAMPLE_PDF]]) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.result.id;

    // Only the owner: anyone else, with or without a token, learns nothing.
    const first = await api<{ items: ThreadMessage[] }>('GET', `message/${id}/thread`, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.result.items).toEqual([{ id: 'item', side: 'investor', text: 'Нужна площадка 10 га', files: [expect.objectContaining({ name: 'план.pdf' })], createdAt: sent.body.result.createdAt }]);
    expect((await api('GET', `message/${id}/thread`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `message/${id}/thread`)).status).toBe(401);
    const messagesBefore = await threadMessageCount();
    const filesBefore = storedFiles().length;
    const foreign = await api('POST', `message/${id}/reply`, { token: other.token, form: form({ text: 'чужой ответ' }, [['file[0]', 'x.pdf', SAMPLE_PDF]]) });
    expect(foreign.status).toBe(404);
    expect((await api('POST', 'message/99999999/reply', { token: owner.token, form: form({ text: 'нет такого' }) })).status).toBe(404);
    expect(await threadMessageCount()).toBe(messagesBefore);
    expect(storedFiles().length).toBe(filesBefore);

    // The reviewer takes it up and asks for a clarification with a file from the edit view.
    const staff = await staffSession();
    await staff.payload.update({ collection: 'appeals', id, data: { status: 'in_review' }, user: staff.user, overrideAccess: false, depth: 0 });
    expect((await api('POST', `message/${id}/agency-message`, { form: form({ text: 'без сессии' }) })).status).toBe(401);
    expect((await api('POST', `message/${id}/agency-message`, { token: owner.token, form: form({ text: 'инвестор' }) })).status).toBe(401);
    // A cross-site call carrying the session cookie is nobody's: Payload's own CSRF check ignores the cookie.
    expect((await api('POST', `message/${id}/agency-message`, { cookie: staff.cookie, headers: { origin: 'https://evil.example' }, form: form({ text: 'чужой сайт' }) })).status).toBe(401);
    const ownerMails = mailCount(owner.email);
    const asked = await api<ThreadMessage>('POST', `message/${id}/agency-message`, {
      cookie: staff.cookie,
      headers: staff.headers,
      form: form({ text: 'Уточните кадастровый номер', clarification: 'true' }, [['file[0]', 'бланк.pdf', SAMPLE_PDF]]),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.result).toMatchObject({ side: 'agency', text: 'Уточните кадастровый номер', files: [{ name: 'бланк.pdf' }] });
    expect(mailCount(owner.email)).toBe(ownerMails + 1);
    expect(mailText(owner.email)).toContain('Уточните кадастровый номер');
    const waiting = await staff.payload.findByID({ collection: 'appeals', id, depth: 0, overrideAccess: true });
    expect(waiting.status).toBe('clarification');
    // The clock stops while the agency waits for the investor.
    expect(waiting.clockStoppedAt).toEqual(expect.any(String));
    // The agency's file is the investor's to download; not anyone else's.
    const agencyFile = asked.body.result.files[0]!.id;
    expect((await api('GET', `file/${agencyFile}`, { token: owner.token })).status).toBe(200);
    expect((await api('GET', `file/${agencyFile}`, { token: other.token })).status).toBe(404);

    // The investor replies with a file: nobody is assigned, so the agency's inbox hears of it; the item is in review again.
    const inboxMails = mailCount(AGENCY);
    const replied = await api<ThreadMessage>('POST', `message/${id}/reply`, { token: owner.token, form: form({ text: 'Номер 24:50:0000000:123' }, [['file[0]', 'выписка.jpg', SAMPLE_JPG]]) });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.result).toMatchObject({ side: 'investor', text: 'Номер 24:50:0000000:123', files: [{ name: 'выписка.jpg' }] });
    expect(mailCount(AGENCY)).toBe(inboxMails + 1);
    expect(mailText(AGENCY)).toContain('Номер 24:50:0000000:123');
    const resumed = await staff.payload.findByID({ collection: 'appeals', id, depth: 0, overrideAccess: true });
    expect(resumed.status).toBe('in_review');
    expect(resumed.clockStoppedAt ?? null).toBeNull();
    expect(resumed.dueDate! >= waiting.dueDate!).toBe(true);
    expect(resumed.history?.map((entry) => entry.status)).toEqual(['new', 'in_review', 'clarification', 'in_review']);
    // The trail records both messages with their first words, as it records the status changes around them.
    const messages = await staff.payload.find({
      collection: 'audit-events',
      where: { appeal: { equals: id }, action: { in: ['agency_message', 'reply'] } },
      sort: ['at', 'id'],
      overrideAccess: true,
      depth: 0,
      pagination: false,
    });
    expect(messages.docs.map((event) => [event.action, event.detail])).toEqual([
      ['agency_message', 'Уточните кадастровый номер'],
      ['reply', 'Номер 24:50:0000000:123'],
    ]);

    // The answer closes it; the thread is whole and in order; a reply now is a 409 and stores nothing.
    await staff.payload.update({ collection: 'appeals', id, data: { answer: 'Площадка подобрана' }, user: staff.user, overrideAccess: false, depth: 0 });
    const thread = await api<{ items: ThreadMessage[] }>('GET', `message/${id}/thread`, { token: owner.token });
    expect(thread.body.result.items.map((item) => [item.side, item.text])).toEqual([
      ['investor', 'Нужна площадка 10 га'],
      ['agency', 'Уточните кадастровый номер'],
      ['investor', 'Номер 24:50:0000000:123'],
      ['agency', 'Площадка подобрана'],
    ]);
    const times = thread.body.result.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const count = await threadMessageCount();
    const files = storedFiles().length;
    const late = await api<{ message: string }>('POST', `message/${id}/reply`, { token: owner.token, form: form({ text: 'Спасибо' }, [['file[0]', 'p.pdf', SAMPLE_PDF]]) });
    expect(late.status).toBe(409);
    expect(late.body.result.message).toBe(CLOSED);
    expect(await threadMessageCount()).toBe(count);
    expect(storedFiles().length).toBe(files);
  });
});

describe('a request’s conversation: POST /request/{id}/reply, GET /request/{id}/thread', () => {
  it('the assignee hears of a reply; the request’s own file rules and limits; only the owner; 409 once accepted', async () => {
    const owner = await verifiedInvestor('thread-request');
    const created = await api<RequestItem>('POST', 'request/create', { token: owner.token, form: form({ title: 'Завод', description: 'Описание проекта' }) });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.result.id;
    const staff = await staffSession();
    await staff.payload.update({ collection: 'requests', id, data: { assignee: staff.user.id }, overrideAccess: true, depth: 0 });

    const invalid = await api<Record<string, string[]>>('POST', `request/${id}/reply`, { token: owner.token, form: form({ text: '   ' }) });
    expect(invalid.status).toBe(422);
    expect(invalid.body.result.text?.[0]).toEqual(expect.any(String));
    expect((await api('POST', `request/${id}/reply`, { token: owner.token, form: form({ text: 'x'.repeat(10_001) }) })).status).toBe(422);
    const six = Array.from({ length: 6 }, (_, i) => [`file[${i}]`, `${i}.pdf`, SAMPLE_PDF] as [string, string, Buffer]);
    const tooMany = await api<Record<string, string[]>>('POST', `request/${id}/reply`, { token: owner.token, form: form({ text: 'файлы' }, six) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.result.file?.[0]).toBe('At most 5 files can be attached.');
    // A GIF is an appeal's type, not a request's.
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await api('POST', `request/${id}/reply`, { token: owner.token, form: form({ text: 'картинка' }, [['file[0]', 'a.gif', gif]]) })).status).toBe(422);

    const toAssignee = mailCount(staff.email);
    const inbox = mailCount(AGENCY);
    const replied = await api<ThreadMessage>('POST', `request/${id}/reply`, { token: owner.token, form: form({ text: 'Дополнение к заявке' }, [['file[0]', 'смета.pdf', SAMPLE_PDF]]) });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(mailCount(staff.email)).toBe(toAssignee + 1);
    expect(mailText(staff.email)).toContain('Дополнение к заявке');
    expect(mailCount(AGENCY)).toBe(inbox);

    const other = await verifiedInvestor('thread-request-other');
    expect((await api('GET', `request/${id}/thread`, { token: other.token })).status).toBe(404);
    expect((await api('POST', `request/${id}/reply`, { token: other.token, form: form({ text: 'чужое' }) })).status).toBe(404);
    const thread = await api<{ items: ThreadMessage[] }>('GET', `request/${id}/thread`, { token: owner.token });
    expect(thread.body.result.items.map((item) => [item.id === 'item' ? 'item' : 'message', item.side, item.text, item.files.length])).toEqual([
      ['item', 'investor', 'Завод\n\nОписание проекта', 0],
      ['message', 'investor', 'Дополнение к заявке', 1],
    ]);

    await staff.payload.update({ collection: 'requests', id, data: { status: 'in_review' }, user: staff.user, overrideAccess: false, depth: 0 });
    // The agency's message without a status change is the request's first answer (monitoring counts from it).
    const said = await api<ThreadMessage>('POST', `request/${id}/agency-message`, { cookie: staff.cookie, headers: staff.headers, form: form({ text: 'Пришлите смету' }) });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    const answered = await staff.payload.findByID({ collection: 'requests', id, depth: 0, overrideAccess: true });
    expect(answered.firstAnsweredAt).toBeTruthy();
    await staff.payload.update({ collection: 'requests', id, data: { status: 'accepted', reviewComment: 'Проект принят' }, user: staff.user, overrideAccess: false, depth: 0 });
    const late = await api<{ message: string }>('POST', `request/${id}/reply`, { token: owner.token, form: form({ text: 'Ещё' }) });
    expect(late.status).toBe(409);
    expect(late.body.result.message).toBe(CLOSED);
    const closed = await api<{ items: ThreadMessage[] }>('GET', `request/${id}/thread`, { token: owner.token });
    expect(closed.body.result.items.at(-1)).toMatchObject({ side: 'agency', text: 'Проект принят' });
  });
});
