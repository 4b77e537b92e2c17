import 'server-only';
import type { Payload } from 'payload';
import { env } from '@/lib/platform/env';
import { mailTranslator, renderMail, senderFor } from '@/lib/platform/mail/compose';

export type AgencyMail = { subject: string; text: string; html: string };

/** The agency's inbox (AGENCY_INBOX; by default an address that lands in the outbox folder). */
export const agencyInbox = (): string => env.AGENCY_INBOX;

/** A notice to the agency, in Russian (the staff's language), from the portal's sender. */
export async function sendToAgency(payload: Payload, mail: AgencyMail): Promise<void> {
  await payload.sendEmail({ to: agencyInbox(), from: senderFor('ru'), ...mail });
}

/**
 * The agency's notice of a new request or appeal (Russian, the back office's language), linking to it in the back
 * office. A mail that cannot be queued is logged: the submission it announces stands.
 */
export async function mailAgency(
  payload: Payload,
  kind: 'request' | 'appeal',
  doc: { id: number; title?: string | null; text: string; files: number },
  from: { name: string; email: string; phone: string },
): Promise<void> {
  const t = mailTranslator('ru');
  const key = kind === 'request' ? 'agencyRequest' : 'agencyAppeal';
  const message = renderMail({
    locale: 'ru',
    subject: t(`submissions.${key}.subject`, { title: doc.title?.trim() || t('submissions.untitled'), id: doc.id }),
    paragraphs: [
      t(`submissions.${key}.body`, { id: doc.id }),
      t(`submissions.${key}.from`, from),
      ...(doc.title?.trim() ? [doc.title.trim()] : []),
      { quote: doc.text },
      t(`submissions.${key}.files`, { count: doc.files }),
    ],
    action: { label: `№ ${doc.id}`, link: `${env.PUBLIC_URL.replace(/\/+$/, '')}/admin/collections/${kind === 'request' ? 'requests' : 'appeals'}/${doc.id}` },
  });
  try {
    await sendToAgency(payload, message);
  } catch (error) {
    payload.logger.error({ err: error, to: agencyInbox() }, `Mail "${message.subject}" could not be sent`);
  }
}
