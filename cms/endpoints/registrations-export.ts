import type { Endpoint, PayloadRequest } from 'payload';
import type { EventRegistration } from '../payload-types';
import { toCsv } from '../../lib/csv';
import { EVENT_TIME_ZONE } from '../../lib/events/time';
import { stripInvisible } from '../../lib/validation/invisible';
import { isAccountsStaff } from '../access/investors';

/** The export's columns: the registration form's fields in its order, with the staff's Russian headings. */
const COLUMNS: [heading: string, value: (row: EventRegistration) => string | null | undefined][] = [
  ['Дата регистрации (красноярское время)', (row) => formatWhen(row.createdAt)],
  ['Фамилия', (row) => row.surname],
  ['Имя', (row) => row.name],
  ['Отчество', (row) => row.patronymic],
  ['Телефон', (row) => row.phone],
  ['E-mail', (row) => row.email],
  ['Организация', (row) => row.organization],
  ['ИНН', (row) => row.inn],
  ['Должность', (row) => row.dolgnost],
  ['Профиль деятельности', (row) => row.profile],
  ['Цель участия', (row) => row.target],
  ['Продукция', (row) => row.production],
  ['Готов посетить промышленные площадки', (row) => (row.ploshadka ? 'да' : 'нет')],
  ['Согласие на рассылку', (row) => (row.mail_agree ? 'да' : 'нет')],
  ['Комментарий', (row) => row.comment],
  ['Язык', (row) => row.locale],
];

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('ru', { timeZone: EVENT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .format(new Date(iso))
    .replace(',', '');

/** The CSV file of an event's registrations, oldest first. */
export function registrationsCsv(rows: EventRegistration[]): string {
  return toCsv(
    COLUMNS.map(([heading]) => heading),
    rows.map((row) => COLUMNS.map(([, value]) => value(row))),
  );
}

/** `attachment` with the event's title (RFC 5987) and an ASCII fallback. */
function disposition(title: string, eventId: number): string {
  const date = new Date().toISOString().slice(0, 10);
  const ascii = `registrations-${eventId}-${date}.csv`;
  const full = `${stripInvisible(title).replace(/[\\/:*?"<>|]+/g, ' ').trim().slice(0, 120) || 'registrations'} — ${date}.csv`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

const json = (status: number, message: string) => Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * GET /api/cms/event-registrations/export?event={id}: reviewers and admins download an event's registrations
 * as CSV for Excel (lib/csv.ts). Read with the caller's own access (overrideAccess: false).
 */
export async function exportRegistrations(req: PayloadRequest): Promise<Response> {
  if (!req.user) return json(401, 'Войдите в панель управления.');
  if (!isAccountsStaff(req.user)) return json(403, 'Выгрузка доступна проверяющим и администраторам.');
  const raw = req.searchParams.get('event') ?? '';
  if (!/^\d{1,15}$/.test(raw)) return json(400, 'Укажите мероприятие: ?event={id}.');
  const eventId = Number(raw);
  const { docs: events } = await req.payload.find({
    collection: 'events',
    where: { id: { equals: eventId } },
    select: { title: true },
    locale: 'ru',
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    req,
  });
  if (!events[0]) return json(404, 'Мероприятие не найдено.');
  const { docs } = await req.payload.find({
    collection: 'event-registrations',
    where: { event: { equals: eventId } },
    sort: ['createdAt', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: false,
    req,
  });
  return new Response(registrationsCsv(docs), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': disposition(events[0].title ?? '', eventId),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export const registrationsExportEndpoint: Endpoint = { path: '/export', method: 'get', handler: exportRegistrations };
