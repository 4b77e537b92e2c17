import fs from 'node:fs';
import path from 'node:path';
import * as fileRoute from '@/app/api/v1/file/[id]/route';
import * as messageListRoute from '@/app/api/v1/message/list/route';
import * as messageSendRoute from '@/app/api/v1/message/send/route';
import * as passportRoute from '@/app/api/v1/request/[id]/passport/route';
import * as requestCreateRoute from '@/app/api/v1/request/create/route';
import * as requestListRoute from '@/app/api/v1/request/list/route';
import { payloadClient } from '@/lib/server/payload';
import { addRoutes, claims, lastMail, loginAs, registerInvestor, unique } from './auth-helpers';

type Handler = Parameters<typeof addRoutes>[0][2];

addRoutes(
  ['POST', /^\/request\/create$/, requestCreateRoute.POST as Handler],
  ['GET', /^\/request\/list$/, requestListRoute.GET as Handler],
  ['GET', /^\/request\/(?<id>[^/]+)\/passport$/, passportRoute.GET as Handler],
  ['POST', /^\/request\/(?<id>[^/]+)\/passport$/, passportRoute.POST as Handler],
  ['POST', /^\/message\/send$/, messageSendRoute.POST as Handler],
  ['GET', /^\/message\/list$/, messageListRoute.GET as Handler],
  ['GET', /^\/file\/(?<id>[^/]+)$/, fileRoute.GET as Handler],
);

/** A form with text fields and files ([field, name, bytes]). */
export function form(fields: Record<string, string | string[]>, files: [field: string, name: string, data: Buffer | Uint8Array][] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  for (const [field, name, bytes] of files) data.append(field, new Blob([new Uint8Array(bytes)]), name);
  return data;
}

/** A registered investor who has NOT confirmed the e-mail (logged in). */
export async function unverifiedInvestor(prefix = 'unverified') {
  const { email, ip } = unique(prefix);
  const registered = await registerInvestor(email, ip);
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const token = await loginAs(email, ip);
  return { email, ip, token, id: claims(token).id };
}

let staffCounter = 0;
/** A back-office reviewer (a Payload staff user) for moving statuses with `payload.update({ user })`. */
export async function reviewer() {
  const payload = await payloadClient();
  staffCounter += 1;
  const email = `reviewer-${Date.now().toString(36)}${staffCounter}@example.org`;
  const user = await payload.create({ collection: 'staff', data: { email, password: 'reviewer-pass-42', roles: ['reviewer'], name: 'Рецензент' }, overrideAccess: true, depth: 0 });
  return { payload, email, user: { ...user, collection: 'staff' as const }, password: 'reviewer-pass-42' };
}

/** Every stored private file (UPLOADS_DIR/private/xx/key). */
export function storedFiles(): string[] {
  const root = path.join(process.env.UPLOADS_DIR!, 'private');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).flatMap((dir) => fs.readdirSync(path.join(root, dir)));
}

export async function count(collection: 'requests' | 'appeals' | 'attachments' | 'passports'): Promise<number> {
  const payload = await payloadClient();
  return (await payload.count({ collection, overrideAccess: true })).totalDocs;
}

const encoder = new TextEncoder();

/**
 * A multipart body generated on the fly: the text fields, then one file of `bytes` bytes (a PDF head, then zeros)
 * sent in 1 MB chunks; `failAfter` cuts the stream off (an error, as when the client goes away) after that many
 * file bytes. Nothing is held in memory but one chunk.
 */
export function streamedUpload(fields: Record<string, string>, file: { field: string; name: string; bytes: number; failAfter?: number }) {
  const boundary = `----portal-test-${Date.now().toString(36)}`;
  const head =
    Object.entries(fields)
      .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const chunk = new Uint8Array(1024 * 1024);
  const pdfHead = encoder.encode('%PDF-1.4\n');
  let sent = -1;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === -1) {
        controller.enqueue(encoder.encode(head));
        controller.enqueue(pdfHead);
        sent = pdfHead.length;
        return;
      }
      if (file.failAfter !== undefined && sent >= file.failAfter) {
        controller.error(new Error('client went away'));
        return;
      }
      if (sent >= file.bytes) {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      const size = Math.min(chunk.length, file.bytes - sent);
      controller.enqueue(chunk.subarray(0, size));
      sent += size;
    },
  });
  return { stream, type: `multipart/form-data; boundary=${boundary}` };
}

/** The newest mail to `to` with its quoted-printable HTML part read as UTF-8 (lastMail gives bytes as Latin-1). */
export function mailText(to: string): string {
  return Buffer.from(lastMail(to), 'latin1').toString('utf8');
}
