import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export type MailSettings = { outboxDir: string; from: string };

/** One SMTP transport per URL (nodemailer pools nothing by default: each delivery opens its own connection). */
const transports = new Map<string, Transporter>();
const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/**
 * SMTP_URL as the process has it now. Read at each delivery rather than once at boot, so a queued mail goes
 * out through the relay configured when it is retried (the mail-queue tests point it at a dead port, then at a sink).
 */
export function smtpUrl(): string | undefined {
  const value = process.env.SMTP_URL?.trim();
  return value ? value : undefined;
}

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // Fail fast when the relay is down: the queue retries later, nobody waits on a dead socket.
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(url, transport);
  }
  return transport;
}

type Logger = { info: (message: string) => void };

/**
 * Delivers one message now: over SMTP when SMTP_URL is set, otherwise as an .eml file in the outbox folder
 * (a developer and the e2e suite open the links there). Throws when the relay refuses or cannot be reached:
 * the mail queue (cms/jobs/mail-task.ts) retries it.
 */
export async function deliverMail(message: SendMailOptions, { outboxDir, from }: MailSettings, logger: Logger): Promise<void> {
  const url = smtpUrl();
  if (url) {
    await transportFor(url).sendMail({ from, ...message });
    return;
  }
  const info = (await outboxTransport.sendMail({ from, ...message })) as { message?: unknown };
  if (!Buffer.isBuffer(info.message)) return;
  await fs.mkdir(outboxDir, { recursive: true });
  const recipient = String(Array.isArray(message.to) ? message.to[0] : message.to).replace(/[^\w@.-]/g, '_');
  // `<ms>-<recipient>.eml`, never overwriting: two mails to one address in one millisecond get the next one.
  for (let stamp = Date.now(); ; stamp += 1) {
    const file = path.join(outboxDir, `${stamp}-${recipient}.eml`);
    try {
      await fs.writeFile(file, info.message, { flag: 'wx' });
      logger.info(`Mail to ${recipient} written to ${file}`);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
