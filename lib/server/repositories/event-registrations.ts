import 'server-only';
import type { Where } from 'payload';
import type { EventRegistration } from '@/cms/payload-types';
import type { Locale } from '@/i18n/routing';
import { payloadClient } from '@/lib/server/payload';

/**
 * Registrations for events. A registrant has no account: they are their (canonical, lower-case) e-mail address,
 * and reach only their own registration. The public sees how many have registered, never who.
 */

export type Registrant = { readonly email: string };

/** What a registration records besides its event, e-mail and language. */
export type RegistrationFields = Omit<EventRegistration, 'id' | 'event' | 'email' | 'locale' | 'createdAt' | 'updatedAt'>;

const mine = (registrant: Registrant, eventId: number): Where => ({ and: [{ event: { equals: eventId } }, { email: { equals: registrant.email } }] });

/** How many have registered for the event (every registration counts: there is no cancelling). */
export async function registrationCount(eventId: number): Promise<number> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({ collection: 'event-registrations', where: { event: { equals: eventId } }, overrideAccess: true });
  return totalDocs;
}

/** How many registrations for the event came no later than the registration `id` (its place in the queue). */
export async function placeInQueue(eventId: number, id: number): Promise<number> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { id: { less_than_equal: id } }] },
    overrideAccess: true,
  });
  return totalDocs;
}

/** Whether the registrant is registered for the event. */
export async function isRegistered(registrant: Registrant, eventId: number): Promise<boolean> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({ collection: 'event-registrations', where: mine(registrant, eventId), overrideAccess: true });
  return totalDocs > 0;
}

/** Records the registrant's registration (the unique index on event and e-mail refuses a second one). */
export async function register(registrant: Registrant, eventId: number, fields: RegistrationFields, locale: Locale): Promise<{ id: number }> {
  const payload = await payloadClient();
  return payload.create({
    collection: 'event-registrations',
    data: { ...fields, email: registrant.email, event: eventId, locale },
    overrideAccess: true,
    depth: 0,
    select: { event: true },
  });
}

/** Removes the registrant's own registration for the event (one that came too late for the last place). */
export async function withdraw(registrant: Registrant, eventId: number): Promise<void> {
  const payload = await payloadClient();
  const { errors } = await payload.delete({ collection: 'event-registrations', where: mine(registrant, eventId), overrideAccess: true, depth: 0, select: { event: true } });
  // A delete by `where` collects its failures instead of throwing them.
  if (errors.length) throw new Error(`event registration not withdrawn: ${errors[0]!.message}`);
}
