import 'server-only';
import type { Payload } from 'payload';
import { itemTag } from '@/lib/cache/tags';
import { expireTags } from '@/lib/platform/expire-tags';
import type { Locale } from '@/i18n/routing';
import type { EventRegistrationResult } from '@/lib/submissions/types';
import { EVENT_REGISTRATION_MESSAGES as R, type EventRegistrationData } from '@/lib/submissions/schemas/event-registration';
import { payloadClient } from '@/lib/server/payload';
import { HttpError } from '@/lib/server/http';
import * as registrations from '@/lib/server/repositories/event-registrations';
import { availability } from './availability';
import { type EventSummary, sendRegistrationMails } from './mail';

const closed = () => new HttpError(422, { event_id: [R.registrationClosed] });
const duplicate = () => new HttpError(409, { email: [R.alreadyRegistered] });

type EventDoc = {
  id: number;
  slug?: string | null;
  title?: string | null;
  date?: string | null;
  endDate?: string | null;
  place?: string | null;
  capacity?: number | null;
  registrationOpen?: boolean | null;
};

/** A published event as the public reads it (the visitor's language, Russian fallback). */
async function findEvent(payload: Payload, id: number, locale: Locale): Promise<EventDoc | null> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { id: { equals: id } },
    locale,
    fallbackLocale: 'ru',
    draft: false,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { slug: true, title: true, date: true, endDate: true, place: true, capacity: true, registrationOpen: true },
  });
  return (docs[0] as EventDoc | undefined) ?? null;
}

const summary = (event: EventDoc): EventSummary => ({
  id: event.id,
  slug: event.slug ?? null,
  title: event.title ?? '',
  date: event.date ?? null,
  endDate: event.endDate ?? null,
  place: event.place ?? null,
});

/**
 * POST /event/registration: a published event that is open (not over, a place left, the staff's switch on),
 * one registration per event and e-mail (the schema gives the canonical lower-case address; a unique index
 * backs the check under a race). Past the capacity, registrations that arrived at the same moment are kept
 * in the order of their ids and the late ones removed again. Then the confirmation and the agency's notice.
 */
export async function registerForEvent(data: EventRegistrationData, locale: Locale): Promise<EventRegistrationResult> {
  const payload = await payloadClient();
  const event = await findEvent(payload, data.event_id, locale);
  if (!event) throw new HttpError(422, { event_id: [R.eventUnknown] });
  if (!availability(event, await registrations.registrationCount(event.id)).registrationOpen) throw closed();
  const registrant = { email: data.email };
  if (await registrations.isRegistered(registrant, event.id)) throw duplicate();

  // The consent was required by the schema; the record keeps what the registration says, not the tick.
  const { event_id: eventId, consent, email, ...fields } = data;
  void consent;
  void email;
  let created: { id: number };
  try {
    created = await registrations.register(registrant, eventId, fields, locale);
  } catch (error) {
    // The unique index (event, email) refused a registration that arrived at the same time as this one.
    if (await registrations.isRegistered(registrant, event.id)) throw duplicate();
    throw error;
  }

  const capacity = availability(event, 0).capacity;
  if (capacity !== null && (await registrations.placeInQueue(event.id, created.id)) > capacity) {
    await registrations.withdraw(registrant, event.id);
    throw closed();
  }

  expireTags(['event', itemTag('event', event.id), ...(event.slug ? [itemTag('event', event.slug)] : [])]);
  const local = summary(event);
  const inRussian = locale === 'ru' ? event : ((await findEvent(payload, event.id, 'ru')) ?? event);
  await sendRegistrationMails(payload, { ...data, id: created.id }, { local, ru: summary(inRussian) }, locale);
  return { id: created.id, event: { id: event.id, title: local.title, date: local.date, place: local.place } };
}
