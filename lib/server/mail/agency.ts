import 'server-only';
import type { Payload } from 'payload';
import { env } from '@/lib/platform/env';
import { senderFor } from '@/lib/platform/mail/compose';

export type AgencyMail = { subject: string; text: string; html: string };

/** The agency's inbox (AGENCY_INBOX; by default an address that lands in the outbox folder). */
export const agencyInbox = (): string => env.AGENCY_INBOX;

/** A notice to the agency, in Russian (the staff's language), from the portal's sender. */
export async function sendToAgency(payload: Payload, mail: AgencyMail): Promise<void> {
  await payload.sendEmail({ to: agencyInbox(), from: senderFor('ru'), ...mail });
}
