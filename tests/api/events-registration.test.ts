import config from '@payload-config';
import { createLocalReq, getPayload, type Payload } from 'payload';
import { exportRegistrations } from '@/cms/endpoints/registrations-export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as eventItemRoute from '@/app/api/v1/event/[id]/route';
import * as eventListRoute from '@/app/api/v1/event/route';
import * as registrationRoute from '@/app/api/v1/event/registration/route';
import { EVENT_REGISTRATION_MESSAGES as R } from '@/lib/submissions/schemas/event-registration';
import type { EventRegistrationResult } from '@/lib/submissions/types';
import { addRoutes, api, lastMail, mailCount, unique } from './auth-helpers';

type Handler = Parameters<typeof addRoutes>[0][2];
addRoutes(
  ['POST', /^\/event\/registration$/, registrationRoute.POST as Handler],
  ['GET', /^\/event\/registration$/, registrationRoute.GET as unknown as Handler],
  ['GET', /^\/event$/, eventListRoute.GET as Handler],
  ['GET', /^\/event\/(?<id>[^/]+)$/, eventItemRoute.GET as Handler],
);

type Errors = Record<string, string[]>;
type EventDto = { id: number; capacity: number | null; registeredCount: number; registrationOpen: boolean };
/** lastMail() decodes quoted-printable byte by byte: Cyrillic needs its UTF-8 read back. */
const utf8 = (mail: string) => Buffer.from(mail, 'latin1').toString('utf8');
const AGENCY = process.env.AGENCY_INBOX || 'inbox@invest-krsk.local';
const DAY = 24 * 3600_000;

let payload: Payload;
const events = {} as Record<'open' | 'past' | 'full' | 'switchedOff' | 'draft', number>;

/** A type and a city of their own: the suite shares one database, and other files count the seeded events by them. */
let typeAndCity: Promise<[number, number]> | undefined;
const ownTypeAndCity = () =>
  (typeAndCity ??= Promise.all(
    (['event-types', 'event-cities'] as const).map(
      async (collection) =>
        (await payload.create({ collection, locale: 'ru', data: { name: 'Тест регистрации', slug: `registration-test-${Date.now().toString(36)}` }, overrideAccess: true, depth: 0 })).id,
    ),
  ) as Promise<[number, number]>);

async function createEvent(slug: string, data: Record<string, unknown>, status: 'published' | 'draft' = 'published'): Promise<number> {
  const [type, city] = await ownTypeAndCity();
  const doc = await payload.create({
    collection: 'events',
    locale: 'ru',
    data: { title: `Тест ${slug}`, slug: `${slug}-${Date.now().toString(36)}`, type, city, place: 'Красноярск, ул. Мира, 10', _status: status, ...data },
    overrideAccess: true,
    depth: 0,
  } as Parameters<Payload['create']>[0]);
  return doc.id;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const valid = (event: number, email: string): Record<string, string> => ({
  surname: 'Петров',
  name: 'Иван',
  patronymic: 'Сергеевич',
  phone: '+7 (391) 200-00-00',
  email,
  organization: 'ООО «Енисей»',
  inn: '2466010657',
  profile: 'Лесопереработка',
  target: 'Поиск площадки',
  production: 'Пиломатериалы',
  dolgnost: 'Директор',
  ploshadka: 'true',
  mail_agree: 'false',
  consent: 'true',
  event_id: String(event),
  comment: 'Буду с коллегой',
});

const register = (fields: Record<string, string>, language = 'ru', ip = unique().ip) =>
  api<EventRegistrationResult | Errors>('POST', 'event/registration', { form: form(fields), headers: { Language: language }, ip });

const countFor = async (event: number) =>
  (await payload.count({ collection: 'event-registrations', where: { event: { equals: event } }, overrideAccess: true })).totalDocs;

/** Leaves the shared database as the seed made it: other files count the event types and cities. */
afterAll(async () => {
  const own = Object.values(events);
  for (const [collection, where] of [
    ['event-registrations', { event: { in: own } }],
    ['events', { id: { in: own } }],
  ] as const) {
    expect((await payload.delete({ collection, where, overrideAccess: true, depth: 0 })).errors).toEqual([]);
  }
  if (!typeAndCity) return;
  const [type, city] = await typeAndCity;
  await payload.delete({ collection: 'event-types', id: type, overrideAccess: true, depth: 0 });
  await payload.delete({ collection: 'event-cities', id: city, overrideAccess: true, depth: 0 });
});

beforeAll(async () => {
  payload = await getPayload({ config });
  const soon = new Date(Date.now() + 30 * DAY).toISOString();
  events.open = await createEvent('open', { date: soon, endDate: new Date(Date.now() + 30 * DAY + 4 * 3600_000).toISOString(), title: 'Инвестиционный час' });
  await payload.update({ collection: 'events', id: events.open, locale: 'en', data: { title: 'Investment hour', place: 'Krasnoyarsk, 10 Mira Ave' }, overrideAccess: true, depth: 0 });
  events.past = await createEvent('past', { date: new Date(Date.now() - 3 * DAY).toISOString(), endDate: new Date(Date.now() - 3 * DAY + 3600_000).toISOString() });
  events.full = await createEvent('full', { date: soon, capacity: 1 });
  events.switchedOff = await createEvent('off', { date: soon, registrationOpen: false });
  events.draft = await createEvent('draft', { date: soon }, 'draft');
});

describe('POST /event/registration', () => {
  it('registers a guest: the result, the stored record, both mails, and the event’s figures', async () => {
    const { email } = unique('guest');
    const agencyBefore = mailCount(AGENCY);
    const { status, body } = await register(valid(events.open, email.toUpperCase()), 'en');
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body.result as EventRegistrationResult;
    expect(result).toEqual({ id: expect.any(Number), event: { id: events.open, title: 'Investment hour', date: expect.any(String), place: 'Krasnoyarsk, 10 Mira Ave' } });

    const stored = await payload.findByID({ collection: 'event-registrations', id: result.id, depth: 0, overrideAccess: true });
    expect(stored).toMatchObject({ email, event: events.open, ploshadka: true, mail_agree: false, locale: 'en', inn: '2466010657', comment: 'Буду с коллегой' });

    // The confirmation in the registrant's language with the date in Krasnoyarsk time and the place.
    const mail = lastMail(email);
    expect(mail).toContain('Investment hour');
    expect(mail).toContain('Krasnoyarsk, 10 Mira Ave');
    expect(mail).toContain('Krasnoyarsk time');
    // British English on a 24-hour clock, whatever the hour of the run («15:26», never «3:26 pm»).
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Krasnoyarsk', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(result.event.date!));
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    expect(mail).toContain(`${part('hour')}:${part('minute')}`);
    expect(mail).toMatch(/\/en\/events\/open-/);
    // The agency's notice, in Russian, with the back-office link.
    expect(mailCount(AGENCY)).toBe(agencyBefore + 1);
    const notice = utf8(lastMail(AGENCY));
    expect(notice).toContain('Инвестиционный час');
    expect(notice).toContain(`/admin/collections/event-registrations/${result.id}`);

    const item = await api<EventDto>('GET', `event/${events.open}`);
    expect(item.body.result).toMatchObject({ capacity: null, registeredCount: 1, registrationOpen: true });
  });

  it('the confirmation answers to the agency (Reply-To) and links the event’s .ics by the absolute portal address', async () => {
    const { email } = unique('reply');
    expect((await register(valid(events.open, email), 'en')).status).toBe(200);
    const mail = lastMail(email);
    expect(mail).toMatch(new RegExp(`^Reply-To: ${AGENCY.replace(/[.]/g, '\\.')}`, 'im'));
    expect(mail).toMatch(new RegExp(`https?://[^\\s"]+/en/events/${events.open}/calendar`));
  });

  it('the patronymic is optional outside Russian (stored empty) and required in Russian', async () => {
    const { patronymic, ...withoutPatronymic } = valid(events.open, unique('foreign').email);
    void patronymic;
    const foreign = await register(withoutPatronymic, 'zh');
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);
    const stored = await payload.findByID({ collection: 'event-registrations', id: (foreign.body.result as EventRegistrationResult).id, depth: 0, overrideAccess: true });
    expect(stored.patronymic).toBe('');
    const russian = await register({ ...withoutPatronymic, email: unique('russian').email }, 'ru');
    expect(russian.status).toBe(422);
    expect((russian.body.result as Errors).patronymic).toEqual(['Заполните это поле.']);
  });

  it('takes urlencoded and JSON bodies too', async () => {
    const { email, ip } = unique('json');
    const json = await api('POST', 'event/registration', { json: { ...valid(events.open, email), ploshadka: false, event_id: events.open }, ip });
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    const other = unique('urlencoded');
    // The helper sends JSON or multipart: a urlencoded form goes to the handler directly.
    const request = new Request('http://localhost:3104/api/v1/event/registration', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': other.ip },
      body: new URLSearchParams(valid(events.open, other.email)).toString(),
    });
    expect((await registrationRoute.POST(request, { params: Promise.resolve({}) })).status).toBe(200);
  });

  it('the same e-mail twice for one event (any case) → 409 `email`, nothing stored', async () => {
    const { email } = unique('twice');
    expect((await register(valid(events.open, email))).status).toBe(200);
    expect(utf8(lastMail(email))).toMatch(/Инвестиционный час[\s\S]*по красноярскому времени[\s\S]*Красноярск, ул\. Мира, 10/);
    const before = await countFor(events.open);
    const again = await register(valid(events.open, email.replace(/^./, (c) => c.toUpperCase()).replace('@example.org', '@EXAMPLE.org')), 'en');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, result: { email: [R.alreadyRegistered] } });
    const russian = await register(valid(events.open, email), 'ru');
    expect((russian.body.result as Errors).email).toEqual(['Этот адрес электронной почты уже зарегистрирован на мероприятие.']);
    expect(await countFor(events.open)).toBe(before);
  });

  it('refused for a past event, a full one and one the staff closed: 422 `event_id`, registration closed', async () => {
    for (const event of [events.past, events.switchedOff]) {
      const { status, body } = await register(valid(event, unique('closed').email), 'en');
      expect(status).toBe(422);
      expect(body.result).toEqual({ event_id: [R.registrationClosed] });
      expect(await countFor(event)).toBe(0);
    }
    expect((await register(valid(events.full, unique('first').email))).status).toBe(200);
    const late = await register(valid(events.full, unique('late').email), 'ru');
    expect(late.status).toBe(422);
    expect(late.body.result).toEqual({ event_id: ['Регистрация на это мероприятие закрыта.'] });
    expect(await countFor(events.full)).toBe(1);

    const full = await api<EventDto>('GET', `event/${events.full}`);
    expect(full.body.result).toMatchObject({ capacity: 1, registeredCount: 1, registrationOpen: false });
    const past = await api<EventDto>('GET', `event/${events.past}`);
    expect(past.body.result).toMatchObject({ capacity: null, registeredCount: 0, registrationOpen: false });
    const list = await api<{ items: EventDto[] }>('GET', 'event?limit=100');
    const listed = list.body.result.items.find((item) => item.id === events.full);
    expect(listed).toMatchObject({ capacity: 1, registeredCount: 1, registrationOpen: false });
    expect(list.body.result.items.every((item) => typeof item.registeredCount === 'number' && typeof item.registrationOpen === 'boolean')).toBe(true);
  });

  it('an unknown or unpublished event → 422 `event_id`', async () => {
    for (const event of [999_999, events.draft]) {
      const { status, body } = await register(valid(event, unique('unknown').email), 'en');
      expect(status).toBe(422);
      expect(body.result).toEqual({ event_id: [R.eventUnknown] });
    }
  });

  it('bad input → 422 per field (localized), nothing stored', async () => {
    const before = await countFor(events.open);
    const empty = await register({ event_id: '' }, 'en');
    expect(empty.status).toBe(422);
    const errors = empty.body.result as Errors;
    for (const field of ['surname', 'name', 'phone', 'email', 'organization', 'inn', 'profile', 'target', 'production', 'dolgnost', 'ploshadka', 'mail_agree'])
      expect(errors[field], field).toEqual([R.required]);
    // The English form has no required patronymic (the Russian one has: see below).
    expect(errors.patronymic).toBeUndefined();
    // The 152-FZ consent is given explicitly, never implied by sending the form.
    expect(errors.consent).toEqual([R.consentRequired]);
    expect(errors.event_id).toEqual([R.eventRequired]);
    expect(errors.comment).toBeUndefined();

    const wrong = await register({ ...valid(events.open, 'not-an-email'), inn: '2466010658', phone: '12', ploshadka: 'maybe' }, 'ru');
    expect(wrong.status).toBe(422);
    expect(wrong.body.result).toEqual({
      email: ['Укажите корректный адрес электронной почты.'],
      inn: ['ИНН должен состоять из 10 или 12 цифр с верным контрольным числом.'],
      phone: ['Укажите корректный номер телефона.'],
      ploshadka: ['Выберите «да» или «нет».'],
    });
    expect(await countFor(events.open)).toBe(before);
  });

  it('at most 30 attempts an hour per client address: then 429 with Retry-After', async () => {
    const { ip } = unique('flood');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await register({ event_id: '' }, 'en', ip)).status);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    const refused = await register(valid(events.open, unique('flood').email), 'en', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.result).toEqual({ message: R.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register(valid(events.open, unique('flood').email), 'en')).status).toBe(200);
  });

  it('an event with registrations cannot be deleted (409, a clear message); one without can', async () => {
    const error = await payload.delete({ collection: 'events', id: events.full, overrideAccess: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, message: expect.stringMatching(/нельзя удалить/) });
    expect(await countFor(events.full)).toBe(1);
    const spare = await createEvent('spare', { date: new Date(Date.now() + DAY).toISOString() });
    await expect(payload.delete({ collection: 'events', id: spare, overrideAccess: true, depth: 0 })).resolves.toMatchObject({ id: spare });
  });

  it('GET /event/registration is the route’s own 405 envelope, not an event lookup', async () => {
    const { status, body, headers } = await api('GET', 'event/registration');
    expect(status).toBe(405);
    expect(body.success).toBe(false);
    expect(headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('staff: CSV export of an event’s registrations (GET /api/cms/event-registrations/export?event=)', () => {
  const staff = async (role: 'reviewer' | 'editor') => {
    const doc = await payload.create({
      collection: 'staff',
      data: { email: `${role}-${Date.now().toString(36)}@invest-krsk.local`, password: 'staff-password-42', roles: [role] },
      overrideAccess: true,
      depth: 0,
    });
    return { ...doc, collection: 'staff' as const };
  };
  const exportAs = async (user: Awaited<ReturnType<typeof staff>> | null, event: number | string) =>
    exportRegistrations(await createLocalReq({ user: user as never, urlSuffix: `/api/cms/event-registrations/export?event=${event}` }, payload));

  it('reviewers get a UTF-8 CSV with BOM, ";" and CRLF, every registration, formulas defused', async () => {
    const event = await createEvent('csv', { date: new Date(Date.now() + 10 * DAY).toISOString(), title: 'Выгрузка; "тест"' });
    const first = unique('csv-1');
    const second = unique('csv-2');
    expect((await register(valid(event, first.email))).status).toBe(200);
    expect((await register({ ...valid(event, second.email), organization: '=HYPERLINK("http://evil.example")', comment: 'две\nстроки' })).status).toBe(200);

    const response = await exportAs(await staff('reviewer'), event);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="registrations-\d+-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(/^"Дата регистрации \(красноярское время\)";"Фамилия";"Имя";"Отчество";"Телефон";"E-mail";/);
    expect(lines[1]).toContain(`"${first.email}"`);
    expect(lines[1]).toContain('"\'+7 (391) 200-00-00"');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(text).toContain('"две\nстроки"');
    expect(lines[1]).toMatch(/^"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}";/);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('editors, guests and unknown events are refused', async () => {
    expect((await exportAs(await staff('editor'), events.open)).status).toBe(403);
    expect((await exportAs(null, events.open)).status).toBe(401);
    const reviewer = await staff('reviewer');
    expect((await exportAs(reviewer, 'abc')).status).toBe(400);
    expect((await exportAs(reviewer, 999_999)).status).toBe(404);
  });
});
