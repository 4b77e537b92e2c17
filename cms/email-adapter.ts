import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailAdapter } from 'payload';

type Options = { smtpUrl?: string; outboxDir: string; from: string };

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes every message as an .eml file
 * to the outbox folder and logs where it went, so a developer (and the e2e suite) can open links.
 */
export function mailAdapter({ smtpUrl, outboxDir, from }: Options): EmailAdapter {
  const match = /^(.*)<(.+)>$/.exec(from.trim());
  const defaultFromName = match?.[1]?.trim() ?? '';
  const defaultFromAddress = match?.[2]?.trim() ?? from.trim();
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return ({ payload }) => ({
    name: smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress,
    defaultFromName,
    async sendEmail(message) {
      const info = await transport.sendMail({ from, ...message });
      if (!smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
        await fs.mkdir(outboxDir, { recursive: true });
        const recipient = String(Array.isArray(message.to) ? message.to[0] : message.to).replace(/[^\w@.-]/g, '_');
        const file = path.join(outboxDir, `${Date.now()}-${recipient}.eml`);
        await fs.writeFile(file, info.message);
        payload.logger.info(`Mail to ${recipient} written to ${file}`);
      }
      return info;
    },
  });
}
