import 'server-only';
import type { Payload } from 'payload';
import { env } from '@/lib/platform/env';
import type { Locale } from '@/i18n/routing';
import { localeFormat } from '@/i18n/formats';
import { EVENT_TIME_ZONE } from '@/lib/events/time';
import { routePath } from '@/lib/routes';
import type { EventRegistrationData } from '@/lib/submissions/schemas/event-registration';
import { escapeHtml, mailTranslator as translator, portalLink, senderFor } from '@/lib/platform/mail/compose';
import { agencyInbox, sendToAgency } from '@/lib/server/mail/agency';

export type EventSummary = { id: number; slug: string | null; title: string; date: string | null; endDate: string | null; place: string | null };

/** «22 апреля 2027 г., 10:00 – 25 апреля 2027 г., 10:00 по красноярскому времени», in the locale's own way. */
export function formatEventWhen(event: Pick<EventSummary, 'date' | 'endDate'>, locale: Locale): string | null {
  const start = event.date ? new Date(event.date) : null;
  if (!start || Number.isNaN(start.getTime())) return null;
  const format = localeFormat(locale, EVENT_TIME_ZONE);
  const end = event.endDate ? new Date(event.endDate) : null;
  const when = end && !Number.isNaN(end.getTime()) && end > start ? format.dateRange(start, end, { time: true }) : format.dateTime(start);
  return `${when} (${translator(locale)('events.timeZone')})`;
}

type Mail = { subject: string; text: string; html: string };

type Page = { lead: string[]; rows?: [string, string][]; link?: { href: string; label: string }; tail?: string[] };

function page(locale: Locale, { lead, rows = [], link, tail = [] }: Page): string {
  const table = rows.length
    ? `<table style="border-collapse:collapse">${rows
        .map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const action = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1b1b1b;line-height:1.5">
${lead.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${table}
${action}
${tail.map((text) => `<p style="color:#555">${escapeHtml(text)}</p>`).join('\n')}
</body></html>`;
}

/**
 * The registrant's confirmation, in their language: the event's title, date and time, place and page, and the
 * absolute link to its .ics (the event page's calendar route, by id).
 */
export function registrantMail(registration: Pick<EventRegistrationData, 'name' | 'patronymic'>, event: EventSummary, locale: Locale): Mail {
  const t = translator(locale);
  const when = formatEventWhen(event, locale);
  const rows: [string, string][] = [
    ...(when ? [[t('events.date'), when] as [string, string]] : []),
    ...(event.place ? [[t('events.place'), event.place] as [string, string]] : []),
  ];
  const greeting = t('greeting', { name: [registration.name, registration.patronymic].filter(Boolean).join(' ') });
  const body = t('events.registration.body', { title: event.title });
  const link = event.slug ? { href: portalLink(locale, `${routePath('events')}/${event.slug}`), label: t('events.registration.action') } : undefined;
  const calendar = event.date ? `${t('events.registration.calendar')} ${portalLink(locale, `${routePath('events')}/${event.id}/calendar`)}` : null;
  const footer = t('events.registration.footer');
  const reply = t('events.registration.reply');
  const text = [
    greeting,
    '',
    body,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(link ? ['', `${link.label}: ${link.href}`] : []),
    ...(calendar ? ['', calendar] : []),
    '',
    reply,
    footer,
    '',
    t('signature'),
  ].join('\n');
  return {
    subject: t('events.registration.subject', { title: event.title }),
    text,
    html: page(locale, { lead: [greeting, body], rows, link, tail: [...(calendar ? [calendar] : []), reply, footer, t('signature')] }),
  };
}

const FIELDS = ['surname', 'name', 'patronymic', 'phone', 'email', 'organization', 'inn', 'dolgnost', 'profile', 'target', 'production', 'ploshadka', 'mail_agree', 'comment'] as const;

/** The agency's notice, in Russian: the event, every field of the registration and the back-office link. */
export function agencyMail(registration: EventRegistrationData & { id: number }, event: EventSummary, registrantLocale: Locale): Mail {
  const t = translator('ru');
  const yesNo = (value: boolean) => t(value ? 'events.fields.yes' : 'events.fields.no');
  const when = formatEventWhen(event, 'ru');
  const rows: [string, string][] = [
    ...(when ? [[t('events.date'), when] as [string, string]] : []),
    ...(event.place ? [[t('events.place'), event.place] as [string, string]] : []),
    ...FIELDS.map((field): [string, string] => {
      const value = registration[field];
      return [t(`events.fields.${field}`), typeof value === 'boolean' ? yesNo(value) : (value ?? '—')];
    }),
    [t('events.fields.locale'), registrantLocale],
  ];
  const link = `${env.PUBLIC_URL.replace(/\/+$/, '')}/admin/collections/event-registrations/${registration.id}`;
  const body = t('events.agency.body', { title: event.title });
  return {
    subject: t('events.agency.subject', { title: event.title }),
    text: [body, link, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: page('ru', { lead: [body], link: { href: link, label: link }, rows }),
  };
}

/**
 * Both mails of a registration. The confirmation answers to the agency's inbox (Reply-To: the sender is a no-reply
 * address, and the success page says «reply to the e-mail»). A mail that cannot be sent does not undo the registration (it is stored and
 * staff see it in the back office): the failure is logged.
 */
export async function sendRegistrationMails(
  payload: Payload,
  registration: EventRegistrationData & { id: number },
  event: { local: EventSummary; ru: EventSummary },
  locale: Locale,
): Promise<void> {
  const results = await Promise.allSettled([
    payload.sendEmail({
      to: registration.email,
      from: senderFor(locale),
      replyTo: agencyInbox(),
      ...registrantMail(registration, event.local, locale),
    }),
    sendToAgency(payload, agencyMail(registration, event.ru, locale)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') payload.logger.error({ err: result.reason, registration: registration.id }, 'Event registration mail failed');
  }
}
