import type { EmailAdapter } from 'payload';
import { queueMail } from './jobs/runner';

type Options = { from: string };

/**
 * Every mail Payload sends (payload.sendEmail: ours and its own) goes through the durable mail queue: a
 * `sendMail` job (cms/jobs/mail-task.ts) delivered at once in this process, and retried with backoff when SMTP
 * is down — the action that sent it succeeds either way (docs/decisions/027-abuse-limits-and-background-work.md).
 * Delivery: SMTP when SMTP_URL is set, otherwise an .eml file in the outbox folder (cms/jobs/mail-delivery.ts).
 */
export function mailAdapter({ from }: Options): EmailAdapter<{ queued: number | string }> {
  const match = /^(.*)<(.+)>$/.exec(from.trim());
  const defaultFromName = match?.[1]?.trim() ?? '';
  const defaultFromAddress = match?.[2]?.trim() ?? from.trim();
  return ({ payload }) => ({
    name: 'queue',
    defaultFromAddress,
    defaultFromName,
    async sendEmail(message) {
      return { queued: await queueMail(payload, message) };
    },
  });
}
