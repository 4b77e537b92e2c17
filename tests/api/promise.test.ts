import fs from 'node:fs';
import path from 'node:path';
import { sql as postgresSql } from '@payloadcms/db-postgres';
import { sql as sqliteSql } from '@payloadcms/db-sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { runDeadlineChecks } from '@/cms/jobs/deadline-task';
import { runDueJobs } from '@/cms/jobs/runner';
import { backfillPromise } from '@/cms/migrations/promise-backfill';
import { nextReference } from '@/cms/hooks/references';
import { payloadClient } from '@/lib/server/payload';
import { env } from '@/lib/platform/env';
import { addDays, type DeadlineSettings, DEFAULT_DEADLINE_SETTINGS, dueDateOf, krasnoyarskDate, nextWorkingDay, reminderDate } from '@/lib/submissions/deadlines';
import type { Appeal, Paged, RequestItem } from '@/lib/submissions/types';
import { api, mailCount, mailText, verifiedInvestor } from './auth-helpers';
import { cms } from './cms-helpers';
import { form, reviewer } from './submissions-helpers';

/**
 * The promise kept to the sender: references, due dates, the clock stopped while the agency waits for the investor,
 * the acknowledgement, the list fields, the audit trail and the reminder and escalation, each sent once.
 */

type Payload = Awaited<ReturnType<typeof payloadClient>>;
type Settings = { dayKind?: 'calendar' | 'working'; accountDays?: number; publicDays?: number; reminderWorkingDays?: number };

/** Krasnoyarsk is UTC+7 all year. */
const krsk = (date: string, time = '10:00') => new Date(`${date}T${time}:00+07:00`);

const REFERENCE = /^(ИП|ОБ)-\d{4}-\d{6}$/;

async function withSettings(payload: Payload, settings: Settings) {
  await payload.updateGlobal({ slug: 'response-deadlines', data: settings, overrideAccess: true, depth: 0 });
}

afterEach(async () => {
  // Back to the defaults every other test file expects.
  await withSettings(await payloadClient(), { dayKind: 'calendar', accountDays: 7, publicDays: 30, reminderWorkingDays: 2 });
});

/** A guest's project (no owner: a public form) or an investor's (owner: the personal account), arrived at `at`. */
async function arrived(payload: Payload, collection: 'requests' | 'appeals', at: Date, owner?: number) {
  const data =
    collection === 'requests'
      ? { title: 'Лесопильный завод', description: 'Описание', status: 'pending' as const, owner: owner ?? null, createdAt: at.toISOString() }
      : { message: 'Вопрос о земельном участке', status: 'new' as const, owner: owner ?? null, createdAt: at.toISOString() };
  return payload.create({ collection, data: data as never, overrideAccess: true, depth: 0 }) as Promise<{
    id: number;
    reference?: string | null;
    dueDate?: string | null;
    channel?: string | null;
  }>;
}

/** The outbox's mails to `to` that mention `text` (decoded as the suite's mail helpers decode them). */
function mailsMentioning(to: string, text: string): number {
  const dir = process.env.OUTBOX_DIR!;
  const safe = to.replace(/[^\w@.-]/g, '_');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`-${safe}.eml`))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .map((raw) => {
      const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
      const qp = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
      return [qp, ...base64].join('\n');
    })
    .filter((mail) => mail.includes(text)).length;
}

describe('references', () => {
  it('are unique and sequential per prefix and year when items arrive at the same moment', async () => {
    const payload = await payloadClient();
    // A year no other test uses: its counter starts here.
    const at = krsk('2031-03-02');
    const created = await Promise.all(Array.from({ length: 12 }, () => arrived(payload, 'requests', at)));
    const numbers = created.map((doc) => doc.reference!).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `ИП-2031-${String(i + 1).padStart(6, '0')}`));
    const appeals = await Promise.all(Array.from({ length: 5 }, () => arrived(payload, 'appeals', at)));
    expect(appeals.map((doc) => doc.reference!).sort()).toEqual(['ОБ-2031-000001', 'ОБ-2031-000002', 'ОБ-2031-000003', 'ОБ-2031-000004', 'ОБ-2031-000005']);
  });

  it('take the year of arrival in Krasnoyarsk and never give a deleted item\'s number again', async () => {
    const payload = await payloadClient();
    // 31 December 2041, 18:30 UTC: already 1 January 2042 in Krasnoyarsk (a year no other test uses).
    const first = await arrived(payload, 'requests', new Date('2041-12-31T18:30:00Z'));
    expect(first.reference).toBe('ИП-2042-000001');
    const trail = () => payload.count({ collection: 'audit-events', where: { request: { equals: first.id } }, overrideAccess: true });
    expect((await trail()).totalDocs).toBe(1);
    await payload.delete({ collection: 'requests', id: first.id, overrideAccess: true });
    // Its trail goes with it.
    expect((await trail()).totalDocs).toBe(0);
    const second = await arrived(payload, 'requests', new Date('2042-02-01T03:00:00Z'));
    expect(second.reference).toBe('ИП-2042-000002');
    expect(await nextReference(payload, 'requests', new Date('2042-05-01T03:00:00Z'))).toBe('ИП-2042-000003');
  });

  it('cannot be changed in the back office', async () => {
    const payload = await payloadClient();
    const doc = await arrived(payload, 'requests', new Date());
    const staff = await reviewer();
    const { token } = await payload.login({ collection: 'staff', data: { email: staff.email, password: staff.password } });
    const patched = await cms('PATCH', `requests/${doc.id}`, { token, json: { reference: 'ИП-1999-000001', dueDate: '2099-01-01', channel: 'public' } });
    expect(patched.status).toBe(200);
    const stored = await payload.findByID({ collection: 'requests', id: doc.id, overrideAccess: true, depth: 0 });
    expect(stored.reference).toMatch(REFERENCE);
    expect({ reference: stored.reference, dueDate: stored.dueDate, channel: stored.channel }).toEqual({ reference: doc.reference, dueDate: doc.dueDate, channel: 'public' });
  });

  it('are given to the items stored before they existed, in order of arrival, and the counter goes on from there', async () => {
    const payload = await payloadClient();
    const older = await arrived(payload, 'appeals', krsk('2019-04-01'));
    const newer = await arrived(payload, 'appeals', krsk('2019-04-02'));
    // As the migration finds them: no reference, no counter for the year.
    for (const doc of [older, newer]) await payload.db.updateOne({ collection: 'appeals', id: doc.id, data: { reference: null, dueDate: null, channel: null }, returning: false });
    await payload.db.deleteMany({ collection: 'reference-counters', where: { key: { equals: 'ОБ-2019' } } });
    const drizzle = (payload.db as unknown as { drizzle: { execute?: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }>; all?: (q: unknown) => Promise<Record<string, unknown>[]> } }).drizzle;
    await backfillPromise(
      payload.db.name === 'postgres'
        ? { sql: postgresSql as never, rows: async (query) => (await drizzle.execute!(query)).rows }
        : { sql: sqliteSql as never, rows: (query) => drizzle.all!(query) },
    );
    const [a, b] = await Promise.all([older, newer].map((doc) => payload.findByID({ collection: 'appeals', id: doc.id, overrideAccess: true, depth: 0 })));
    expect([a!.reference, b!.reference]).toEqual(['ОБ-2019-000001', 'ОБ-2019-000002']);
    expect(a!.channel).toBe('public');
    // 30 calendar days after 1 April 2019: Wednesday 1 May (the seeded calendar starts in 2026).
    expect(a!.dueDate).toBe('2019-05-01');
    // Long overdue when the migration runs: marked as escalated already, not announced item by item now.
    expect(a!.escalatedAt).toBeTruthy();
    expect((await runDeadlineChecks(payload)).escalations).not.toContain(a!.reference);
    expect(await nextReference(payload, 'appeals', krsk('2019-06-01'))).toBe('ОБ-2019-000003');
  });
});

describe('due dates', () => {
  it('count working days across a weekend and a holiday, 7 through the account and 30 through a public form', async () => {
    const payload = await payloadClient();
    await withSettings(payload, { dayKind: 'working' });
    const investor = await verifiedInvestor('promise-due');
    // Tuesday 3 November 2026, 10:00 in Krasnoyarsk; 4 November is a holiday, 7–8 November a weekend.
    const account = await arrived(payload, 'appeals', krsk('2026-11-03'), investor.id);
    const guest = await arrived(payload, 'requests', krsk('2026-11-03'));
    expect([account.channel, account.dueDate]).toEqual(['account', '2026-11-13']);
    expect([guest.channel, guest.dueDate]).toEqual(['public', '2026-12-16']);
  });

  it('count calendar days by default and end a term falling on a day off on the next working day', async () => {
    const payload = await payloadClient();
    const investor = await verifiedInvestor('promise-calendar');
    // Wednesday 28 October 2026 + 7 = 4 November, a holiday → Thursday 5 November.
    expect((await arrived(payload, 'requests', krsk('2026-10-28'), investor.id)).dueDate).toBe('2026-11-05');
    // Saturday 21 November + 30 = Monday 21 December.
    expect((await arrived(payload, 'requests', krsk('2026-11-21'))).dueDate).toBe('2026-12-21');
  });
});

describe('sending: the answer, the lists and the acknowledgement', () => {
  it('a guest gets the reference and the due date at once, in the answer and in a mail whose reply-to is the agency', async () => {
    const email = `promise-guest-${Date.now().toString(36)}@example.org`;
    const sent = await api<RequestItem>('POST', 'request/create', {
      language: 'en',
      form: form({ title: 'Sawmill', description: 'A sawmill near Lesosibirsk', name: 'John Smith', email, phone: '+7 391 200-00-00', consent: 'true' }, [['file[0]', 'plan.pdf', Buffer.from('%PDF-1.4\n%test\n')]]),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.result.reference).toMatch(/^ИП-\d{4}-\d{6}$/);
    expect(sent.body.result.dueDate).toBe(dueDateOf(new Date(), 'public', await defaults()));
    expect(sent.body.result.assignee).toBeNull();
    const mail = mailText(email);
    expect(mail).toContain(sent.body.result.reference);
    expect(mail).toContain('Sawmill');
    expect(mail).toContain('1 file was attached');
    expect(mail).toContain(`Reply-To: ${env.AGENCY_INBOX}`);
    expect(mail).toContain('You will receive an answer by');
  });

  it('an investor\'s appeal carries its reference, due date, curator and history in the lists, and the mail is in the account\'s language', async () => {
    const investor = await verifiedInvestor('promise-appeal');
    const sent = await api<Appeal>('POST', 'message/send', { token: investor.token, form: form({ message: 'Где найти площадку?', agreement: 'true' }) });
    expect(sent.status).toBe(200);
    const { reference, dueDate } = sent.body.result;
    expect(reference).toMatch(/^ОБ-\d{4}-\d{6}$/);
    expect(dueDate).toBe(dueDateOf(new Date(), 'account', await defaults()));
    const mail = mailText(investor.email);
    expect(mail).toContain(reference);
    expect(mail).toContain('Где найти площадку?');

    const payload = await payloadClient();
    const staff = await reviewer();
    await payload.update({ collection: 'appeals', id: sent.body.result.id, data: { assignee: staff.user.id, status: 'in_review' }, user: staff.user, overrideAccess: false, depth: 0 });
    const list = await api<Paged<Appeal>>('GET', 'message/list', { token: investor.token });
    const item = list.body.result.items.find((entry) => entry.id === sent.body.result.id)!;
    expect(item).toMatchObject({ reference, dueDate, assignee: 'Рецензент', status: 'in_review' });
    expect(item.history.map((entry) => entry.status)).toEqual(['new', 'in_review']);
    expect(JSON.stringify(list.body.result)).not.toContain(staff.email);
  });
});

describe('a curator who leaves', () => {
  it('can be deleted while assigned to items, which become unassigned and keep their trail', async () => {
    const payload = await payloadClient();
    const curator = await payload.create({
      collection: 'staff',
      data: { email: `leaving-${Date.now()}@example.org`, password: 'leaving-pass-4242', roles: ['reviewer'], name: 'Уходящий' },
      overrideAccess: true,
      depth: 0,
    });
    const project = await arrived(payload, 'requests', new Date());
    const appeal = await arrived(payload, 'appeals', new Date());
    for (const [collection, id] of [['requests', project.id], ['appeals', appeal.id]] as const) {
      await payload.update({ collection, id, data: { assignee: curator.id }, overrideAccess: true, depth: 0 });
    }
    await payload.delete({ collection: 'staff', id: curator.id, overrideAccess: true });
    expect(await payload.count({ collection: 'staff', where: { id: { equals: curator.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 });
    for (const [collection, id] of [['requests', project.id], ['appeals', appeal.id]] as const) {
      const item = (await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as { assignee?: unknown };
      expect(item.assignee ?? null, `${collection} ${id}`).toBeNull();
      const trail = await payload.count({ collection: 'audit-events', where: { action: { equals: 'assignment' } }, overrideAccess: true });
      expect(trail.totalDocs).toBeGreaterThan(0);
    }
  });
});

/** The default settings with the seeded holiday calendar, as the global holds them. */
async function defaults(): Promise<DeadlineSettings> {
  const payload = await payloadClient();
  const stored = await payload.findGlobal({ slug: 'response-deadlines', depth: 0, overrideAccess: true });
  return { ...DEFAULT_DEADLINE_SETTINGS, holidays: (stored.holidays ?? []).map((day) => day.date), workingWeekends: [] };
}

describe('the clock during clarification', () => {
  it('stops while the agency waits for the investor and moves the due date by the days waited', async () => {
    const payload = await payloadClient();
    const investor = await verifiedInvestor('promise-clock');
    const staff = await reviewer();
    const doc = await arrived(payload, 'requests', new Date(), investor.id);
    const asStaff = { user: staff.user, overrideAccess: false, depth: 0 } as const;
    await payload.update({ collection: 'requests', id: doc.id, data: { status: 'in_review', assignee: staff.user.id }, ...asStaff });
    const beforeAsking = mailCount(investor.email);
    const asked = await payload.update({ collection: 'requests', id: doc.id, data: { status: 'clarification', reviewComment: 'Приложите бизнес-план.' }, ...asStaff });
    // Asked by the portal's own code (the conversation's endpoint): its thread message is the mail, not a status mail.
    expect(mailCount(investor.email)).toBe(beforeAsking);
    expect(asked.clockStoppedAt).toBeTruthy();
    expect(asked.firstAnsweredAt).toBeTruthy();
    expect(asked.dueDate).toBe(doc.dueDate);
    // The investor took three days to answer: the wait began three days ago.
    const stoppedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await payload.db.updateOne({ collection: 'requests', id: doc.id, data: { clockStoppedAt: stoppedAt }, returning: false });
    // While waiting, nothing is overdue: the deadline job passes it by even long after the due date.
    const later = new Date(Date.parse(`${doc.dueDate}T12:00:00+07:00`) + 5 * 86_400_000);
    expect((await runDeadlineChecks(payload, later)).escalations).not.toContain(doc.reference);
    // The investor's reply moves it back to review (as the reply endpoint does, selecting only the status) and the
    // clock restarts.
    const mailsBefore = mailCount(investor.email);
    await payload.update({ collection: 'requests', id: doc.id, data: { status: 'in_review' }, overrideAccess: true, depth: 0, select: { status: true } });
    // The investor is not told about their own reply.
    expect(mailCount(investor.email)).toBe(mailsBefore);
    const replied = await payload.findByID({ collection: 'requests', id: doc.id, overrideAccess: true, depth: 0 });
    expect(replied.clockStoppedAt ?? null).toBeNull();
    // Three calendar days later (or the next working day when that one is a day off).
    const settings = await defaults();
    expect(replied.dueDate).toBe(nextWorkingDay(addDays(doc.dueDate!, 3, settings), settings));
    expect(replied.dueDate).not.toBe(doc.dueDate);
    expect(replied.history?.map((entry) => entry.status)).toEqual(['pending', 'in_review', 'clarification', 'in_review']);

    const accepted = await payload.update({ collection: 'requests', id: doc.id, data: { status: 'accepted' }, ...asStaff });
    expect(accepted.closedAt).toBeTruthy();
    expect(mailCount(investor.email)).toBe(mailsBefore + 1);
    expect(accepted.firstAnsweredAt).toBe(asked.firstAnsweredAt);

    const trail = await payload.find({ collection: 'audit-events', where: { request: { equals: doc.id } }, sort: ['at', 'id'], overrideAccess: true, depth: 0, pagination: false });
    expect(trail.docs.map((event) => [event.action, event.status ?? null])).toEqual([
      ['created', 'pending'],
      ['status', 'in_review'],
      ['assignment', null],
      ['status', 'clarification'],
      ['status', 'in_review'],
      ['status', 'accepted'],
    ]);
    expect(trail.docs[2]!.detail).toBe('Рецензент');
    expect(trail.docs[3]).toMatchObject({ by: staff.user.id, detail: 'Приложите бизнес-план.' });
    expect(trail.docs[4]!.by ?? null).toBeNull();
  });
});

describe('asking for clarification in the back office', () => {
  it('a request needs the comment that tells the investor what to clarify, and the investor is mailed it', async () => {
    const payload = await payloadClient();
    const investor = await verifiedInvestor('promise-ask');
    const doc = await arrived(payload, 'requests', new Date(), investor.id);
    const staff = await reviewer();
    const { token } = await payload.login({ collection: 'staff', data: { email: staff.email, password: staff.password } });
    expect((await cms('PATCH', `requests/${doc.id}`, { token, json: { status: 'in_review' } })).status).toBe(200);
    const refused = await cms('PATCH', `requests/${doc.id}`, { token, json: { status: 'clarification' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Чтобы запросить уточнение, напишите в комментарии');
    const asked = await cms('PATCH', `requests/${doc.id}`, { token, json: { status: 'clarification', reviewComment: 'Уточните площадь участка.' } });
    expect(asked.status).toBe(200);
    // The back office's save queued the mail in its transaction; the jobs runner (off in this suite) delivers it.
    await runDueJobs(payload);
    const mail = mailText(investor.email);
    expect(mail).toContain('Требуется уточнение');
    expect(mail).toContain('Уточните площадь участка.');
  });
});

describe('the reminder and the escalation', () => {
  it('remind the assignee on the reminder day and tell every administrator once overdue, each exactly once', async () => {
    const payload = await payloadClient();
    const staff = await reviewer();
    const adminEmail = `promise-admin-${Date.now().toString(36)}@example.org`;
    await payload.create({ collection: 'staff', data: { email: adminEmail, password: 'admin-pass-4242', roles: ['admin'], name: 'Админ' }, overrideAccess: true, depth: 0 });
    const investor = await verifiedInvestor('promise-remind');
    // Arrived Monday 2 November 2026 through the account: due Monday 9 November (calendar days).
    const doc = await arrived(payload, 'appeals', krsk('2026-11-02'), investor.id);
    expect(doc.dueDate).toBe('2026-11-09');
    await payload.update({ collection: 'appeals', id: doc.id, data: { assignee: staff.user.id }, user: staff.user, overrideAccess: false, depth: 0 });
    const reference = doc.reference!;
    const remindOn = reminderDate('2026-11-09', await defaults());
    expect(remindOn).toBe('2026-11-05'); // two working days before: Friday 6, Thursday 5 (4 November is a holiday)

    // The day before the reminder day: nothing.
    expect((await runDeadlineChecks(payload, krsk('2026-11-03', '09:00'))).reminders).not.toContain(reference);
    expect(mailsMentioning(staff.email, reference)).toBe(0);
    // The reminder day, twice (two instances, or two runs): one mail.
    expect((await runDeadlineChecks(payload, krsk(remindOn, '09:00'))).reminders).toContain(reference);
    expect((await runDeadlineChecks(payload, krsk(remindOn, '15:00'))).reminders).not.toContain(reference);
    expect(mailsMentioning(staff.email, reference)).toBe(1);
    // The due date itself: not overdue yet.
    expect((await runDeadlineChecks(payload, krsk('2026-11-09', '23:00'))).escalations).not.toContain(reference);
    // The day after: every administrator is told, once.
    const [first, second] = await Promise.all([runDeadlineChecks(payload, krsk('2026-11-10', '09:00')), runDeadlineChecks(payload, krsk('2026-11-10', '09:00'))]);
    expect([...first.escalations, ...second.escalations].filter((ref) => ref === reference)).toHaveLength(1);
    expect((await runDeadlineChecks(payload, krsk('2026-11-11', '09:00'))).escalations).not.toContain(reference);
    expect(mailsMentioning(adminEmail, reference)).toBe(1);
    expect(mailsMentioning(staff.email, reference)).toBe(1);

    const trail = await payload.find({ collection: 'audit-events', where: { appeal: { equals: doc.id }, action: { in: ['reminder', 'escalation'] } }, overrideAccess: true, depth: 0, pagination: false });
    expect(trail.docs.map((event) => event.action).sort()).toEqual(['escalation', 'reminder']);
    expect(krasnoyarskDate(trail.docs.find((event) => event.action === 'reminder')!.at)).toBe(remindOn);
  });

  it('never reminds or escalates a closed item', async () => {
    const payload = await payloadClient();
    const staff = await reviewer();
    const investor = await verifiedInvestor('promise-closed');
    const doc = await arrived(payload, 'appeals', krsk('2026-11-02'), investor.id);
    await payload.update({ collection: 'appeals', id: doc.id, data: { assignee: staff.user.id, answer: 'Ответ агентства.' }, user: staff.user, overrideAccess: false, depth: 0 });
    const report = await runDeadlineChecks(payload, krsk('2026-11-20'));
    expect([...report.reminders, ...report.escalations]).not.toContain(doc.reference);
  });
});
