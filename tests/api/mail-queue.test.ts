import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIL_QUEUE, MAIL_TASK } from '@/cms/jobs/mail-task';
import { claimJobs, queueMail, runDueJobs } from '@/cms/jobs/runner';
import { payloadClient } from '@/lib/server/payload';
import { startSmtpSink } from '@/testing/smtp-sink';
import { mailCount, registerInvestor, unique } from './auth-helpers';

/**
 * The durable mail queue (cms/jobs): every mail is a `sendMail` job in payload-jobs, delivered at once by the action
 * that queued it and retried with backoff when SMTP is down; the action succeeds either way. Runners claim jobs
 * atomically, so two of them (two instances) never deliver one mail twice.
 */
/** A loopback port nothing listens on (yet): the SQLite and PostgreSQL suites run side by side, each gets its own. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

async function jobsTo(email: string) {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: MAIL_TASK } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  return docs.filter((job) => JSON.stringify(job.input).includes(email));
}

describe('mail queue', () => {
  it('SMTP down: the registration still succeeds, the mail waits with backoff and is delivered on the retry', async () => {
    const port = await freePort();
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`); // nothing listens there yet
    const { email, ip } = unique('smtp-down');
    const registered = await registerInvestor(email, ip);
    expect(registered.status).toBe(200);

    const [job] = await jobsTo(email);
    expect(job).toMatchObject({ queue: MAIL_QUEUE, processing: false, hasError: false, totalTried: 1 });
    expect(new Date(job!.waitUntil!).getTime()).toBeGreaterThan(Date.now());
    expect(job!.completedAt ?? null).toBeNull();
    // Not due yet: no runner picks it up before its backoff has passed.
    expect(await claimJobs(await payloadClient())).not.toContain(job!.id);

    const sink = await startSmtpSink(port);
    try {
      const payload = await payloadClient();
      await payload.db.updateOne({ collection: 'payload-jobs', id: job!.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, returning: false });
      expect(await runDueJobs(payload)).toContain(job!.id);
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]!.to).toEqual([`<${email}>`]);
      // The text part, base64 as nodemailer encodes Cyrillic: it carries the confirmation link.
      const text = /Content-Type: text\/plain[^]*?base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(sink.mails[0]!.data)?.[1] ?? '';
      expect(Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')).toMatch(/\/verification\/[a-f0-9]{64}/);
      // Delivered: the job is gone (finished jobs are deleted), and the outbox was not used.
      expect(await jobsTo(email)).toEqual([]);
      expect(mailCount(email)).toBe(0);
    } finally {
      await sink.close();
    }
  });

  it('without SMTP_URL the mail is in the outbox by the time the action answers', async () => {
    const { email, ip } = unique('outbox');
    expect((await registerInvestor(email, ip)).status).toBe(200);
    expect(mailCount(email)).toBe(1);
    expect(await jobsTo(email)).toEqual([]);
  });

  it('two runners at once (two instances) deliver each queued mail exactly once', async () => {
    const payload = await payloadClient();
    const recipients = Array.from({ length: 8 }, () => unique('twice').email);
    // Queued without the prompt delivery, as if the instance that queued them had stopped.
    for (const to of recipients) {
      await payload.jobs.queue({ task: MAIL_TASK, queue: MAIL_QUEUE, input: { message: { to, subject: 'Проверка', text: 'Текст' } }, overrideAccess: true });
    }
    const [first, second] = await Promise.all([runDueJobs(payload, 3), runDueJobs(payload, 3)]);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect(first.length + second.length).toBeGreaterThanOrEqual(recipients.length);
    expect(recipients.map((to) => mailCount(to))).toEqual(recipients.map(() => 1));
  });

  // PostgreSQL only: Payload's SQLite adapter runs without transactions.
  it.runIf(Boolean(process.env.DATABASE_URI))('a mail queued in a transaction that is rolled back is never sent; one that commits is sent right after', async () => {
    const payload = await payloadClient();
    const { createLocalReq, initTransaction, killTransaction, commitTransaction } = await import('payload');
    const rolledBack = unique('rollback').email;
    const req = await createLocalReq({}, payload);
    await initTransaction(req);
    await queueMail(payload, { to: rolledBack, subject: 'Нет', text: 'Нет' }, req);
    await killTransaction(req);
    expect(await jobsTo(rolledBack)).toEqual([]);
    expect(mailCount(rolledBack)).toBe(0);

    const committed = unique('commit').email;
    const next = await createLocalReq({}, payload);
    await initTransaction(next);
    await queueMail(payload, { to: committed, subject: 'Да', text: 'Да' }, next);
    expect(mailCount(committed)).toBe(0);
    await commitTransaction(next);
    expect(mailCount(committed)).toBe(1);
  });
});
