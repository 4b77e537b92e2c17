'use client';

import { useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';

/**
 * The back office's way to an event's registrations: the list filtered by the event and its CSV export
 * (GET /api/cms/event-registrations/export?event={id}, cms/endpoints/registrations-export.ts). Shown to
 * reviewers and admins, who may read registrations.
 */

const API = '/api/cms';
const LIST = '/admin/collections/event-registrations';

const TEXTS = {
  ru: {
    heading: 'Регистрации',
    show: 'Список регистраций',
    download: 'Скачать CSV (Excel)',
    pick: 'Мероприятие для выгрузки',
    choose: '— выберите мероприятие —',
    filter: 'Показать только его',
    unsaved: 'Регистрации появятся после сохранения мероприятия.',
    count: (count: number, capacity: number | null) => `Зарегистрировано: ${count}${capacity === null ? '' : ` из ${capacity}`}`,
  },
  en: {
    heading: 'Registrations',
    show: 'Registration list',
    download: 'Download CSV (Excel)',
    pick: 'Event to export',
    choose: '— choose an event —',
    filter: 'Show only this event',
    unsaved: 'Registrations appear once the event is saved.',
    count: (count: number, capacity: number | null) => `Registered: ${count}${capacity === null ? '' : ` of ${capacity}`}`,
  },
} as const;

function useTexts() {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? TEXTS.en : TEXTS.ru;
}

function useMayRead(): boolean {
  const { user } = useAuth<{ roles?: string[] | null; collection?: string }>();
  return (user?.roles ?? []).some((role) => role === 'reviewer' || role === 'admin');
}

export const exportHref = (eventId: number | string) => `${API}/event-registrations/export?event=${encodeURIComponent(String(eventId))}`;
const FILTER_PARAM = 'where[or][0][and][0][event][equals]';
export const filteredListHref = (eventId: number | string) => `${LIST}?${new URLSearchParams({ [FILTER_PARAM]: String(eventId) })}`;

/** The number of an event's registrations (the list's totalDocs), read with the staff member's session. */
function useRegistrationCount(eventId: number | string | undefined, enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || eventId === undefined) return;
    const controller = new AbortController();
    fetch(`${API}/event-registrations?${new URLSearchParams({ 'where[event][equals]': String(eventId), limit: '1', depth: '0', 'select[event]': 'true' })}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((data: { totalDocs?: number } | null) => setCount(typeof data?.totalDocs === 'number' ? data.totalDocs : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [eventId, enabled]);
  return count;
}

const box = { display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 24 } as const;

/** Events → sidebar: the event's registrations (list and CSV). */
export function EventRegistrationsLinks() {
  const texts = useTexts();
  const mayRead = useMayRead();
  const { id, data } = useDocumentInfo();
  const count = useRegistrationCount(id, mayRead);
  if (!mayRead) return null;
  const capacity = typeof data?.capacity === 'number' ? data.capacity : null;
  return (
    <section style={box} aria-labelledby="event-registrations-heading">
      <h3 id="event-registrations-heading" style={{ margin: 0 }}>
        {texts.heading}
      </h3>
      {id ? (
        <>
          {count === null ? null : <p style={{ margin: 0 }}>{texts.count(count, capacity)}</p>}
          <a href={filteredListHref(id)}>{texts.show}</a>
          <a href={exportHref(id)} download>
            {texts.download}
          </a>
        </>
      ) : (
        <p style={{ margin: 0 }}>{texts.unsaved}</p>
      )}
    </section>
  );
}

type EventOption = { id: number; title: string; date?: string | null };

/** Event registrations → above the list: pick an event, filter by it or download its CSV. */
export function RegistrationsExport() {
  const texts = useTexts();
  const mayRead = useMayRead();
  const selectId = useId();
  const [events, setEvents] = useState<EventOption[]>([]);
  // Starts at the event the list is filtered by (the link «Показать только его» or the sidebar's list link).
  const filtered = useSearchParams().get(FILTER_PARAM) ?? '';
  const [picked, setPicked] = useState<string | null>(null);
  const eventId = picked ?? filtered;

  useEffect(() => {
    if (!mayRead) return;
    const controller = new AbortController();
    const query = 'limit=200&sort=-date&depth=0&draft=true&locale=ru&select[title]=true&select[date]=true';
    fetch(`${API}/events?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((data: { docs?: EventOption[] }) => setEvents(data.docs ?? []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [mayRead]);

  if (!mayRead) return null;
  return (
    <div style={{ ...box, flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end', gap: 12 }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, maxWidth: '100%' }}>
        <label htmlFor={selectId}>{texts.pick}</label>
        <select id={selectId} value={eventId} onChange={(event) => setPicked(event.target.value)} style={{ maxWidth: '100%', padding: '6px 8px' }}>
          <option value="">{texts.choose}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.date ? `${event.date.slice(0, 10)} · ` : ''}
              {event.title}
            </option>
          ))}
        </select>
      </div>
      {eventId ? (
        <>
          <a className="btn btn--style-secondary btn--size-small" href={filteredListHref(eventId)}>
            {texts.filter}
          </a>
          <a className="btn btn--style-primary btn--size-small" href={exportHref(eventId)} download>
            {texts.download}
          </a>
        </>
      ) : null}
    </div>
  );
}
