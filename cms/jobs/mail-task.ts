import type { SendMailOptions } from 'nodemailer';
import type { PayloadRequest, TaskConfig } from 'payload';
import { metrics } from '../../lib/platform/metrics';
import { deliverMail, type MailSettings } from './mail-delivery';

export const MAIL_TASK = 'sendMail';
export const MAIL_QUEUE = 'mail';

/**
 * Retries of a mail that could not be delivered (SMTP down, refused): 8 more attempts, 30 s, 1, 2, 4, 8, 16, 32
 * and 64 minutes after each failure (about two hours in all); then the job keeps its error for the staff to see.
 */
export const MAIL_RETRIES = { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } } as const;

/** The job that delivers one queued mail (cms/email-adapter.ts queues it for every payload.sendEmail). */
export function mailTask(settings: MailSettings): TaskConfig<typeof MAIL_TASK> {
  return {
    slug: MAIL_TASK,
    label: 'Send an e-mail',
    inputSchema: [{ name: 'message', type: 'json', required: true }],
    retries: MAIL_RETRIES,
    handler: async ({ input, job, req }) => {
      try {
        await deliverMail(input.message as SendMailOptions, settings, req.payload.logger);
      } catch (error) {
        // Each failed attempt (the job is retried): a log line without the mail's text (its links carry tokens),
        // portal_mails_failed_total and portal_jobs_failed_total.
        req.payload.logger.warn(`Mail job ${job.id} not delivered (attempt ${(job.totalTried ?? 0) + 1}): ${(error as Error).message}`);
        metrics().mailsFailed.inc({ kind: 'mail' });
        metrics().jobsFailed.inc({ job: MAIL_TASK });
        throw error;
      }
      return { output: {} };
    },
    onFail: ({ job, req }) => logFinalFailure(job, req),
  };
}

/** Every attempt's failure is in the job's log; the last one is worth an error line (an operator's alert). */
function logFinalFailure(job: { id: number | string; totalTried?: number | null }, req: PayloadRequest): void {
  if ((job.totalTried ?? 0) < MAIL_RETRIES.attempts) return;
  req.payload.logger.error(`Mail job ${job.id} failed ${job.totalTried} times: given up (see payload-jobs in /admin)`);
}
