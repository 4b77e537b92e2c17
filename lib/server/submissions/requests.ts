import 'server-only';
import type { Passport as PassportDoc, Request as RequestDoc } from '@/cms/payload-types';
import { mailAgency } from '@/cms/hooks/submission-mail';
import { SUBMISSION_MESSAGES as S } from '@/lib/submissions/schemas/messages';
import { PASSPORT_ARRAY_FIELDS, PASSPORT_FIELDS, passportSchema } from '@/lib/submissions/schemas/passport';
import { guestRequestSchema, userRequestSchema } from '@/lib/submissions/schemas/request';
import { MAX_FILES, PASSPORT_FILE_TYPES, REQUEST_FILE_TYPES, type Paged, type Passport, type RequestItem } from '@/lib/submissions/types';
import { requireInvestor, requestToken, type Caller } from '@/lib/server/auth/caller';
import { payloadClient } from '@/lib/server/auth/payload';
import { HttpError, requestLocale } from '@/lib/server/http';
import { enforceOne, enforcePerIp, enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { discardUploads, withUploads, type UploadFields } from '@/lib/server/uploads/multipart';
import { uploadStorage } from '@/lib/server/uploads/storage';
import { createAttachments, fullName, notFound, parseOr422, singleValues } from './common';
import { ATTACHMENT_POPULATE, passportDto, requestItem } from './dto';
import { inTransaction } from './transaction';

/**
 * POST /request/create: a guest (contacts required) or a confirmed investor (contacts from the profile; a token
 * that is bad → 401, an unconfirmed account → 403, both before the body is read). Files `files[n]` are streamed
 * to storage and checked; the request and its attachments are saved in one transaction; the agency is mailed.
 */
export async function createRequest(request: Request): Promise<RequestItem> {
  const caller = requestToken(request) ? await requireInvestor(request, { verified: true }) : null;
  // Per address and per account before the body is read; a guest's e-mail once the fields are parsed.
  if (caller) await enforcePerIpAndAccount(request, 'submission', 'submissionAccount', `account:${caller.user.id}`);
  else await enforcePerIp(request, 'submission');
  const payload = await payloadClient();
  const locale = requestLocale(request);
  const { doc, contact, files } = await withUploads(request, { fileField: 'files', allowedTypes: REQUEST_FILE_TYPES }, async ({ fields, files }) => {
    const values = singleValues(fields);
    const guest = caller ? null : parseOr422(guestRequestSchema, values);
    if (guest) await enforceOne(request, 'submissionAccount', `e-mail:${guest.email}`);
    const input = guest ?? parseOr422(userRequestSchema, values);
    const contact = guest
      ? { name: guest.name, email: guest.email, phone: guest.phone }
      : { name: fullName(caller!.user), email: caller!.user.email, phone: caller!.user.phone ?? '' };
    const doc = await inTransaction(payload, async (req) => {
      const fileIds = await createAttachments(payload, req, files, 'request', caller?.user.id ?? null);
      const created = await payload.create({
        collection: 'requests',
        data: {
          title: input.title,
          description: input.description,
          status: 'pending',
          owner: caller?.user.id ?? null,
          contactName: contact.name,
          contactEmail: contact.email,
          contactPhone: contact.phone,
          locale,
          files: fileIds,
        },
        depth: 1,
        populate: ATTACHMENT_POPULATE,
        overrideAccess: true,
        req,
      });
      return created as RequestDoc;
    });
    return { doc, contact, files };
  });
  await mailAgency(payload, 'request', { id: doc.id, title: doc.title, text: doc.description, files: files.length }, contact);
  return requestItem(doc, { hasPassport: false, owned: Boolean(caller) });
}

/** GET /request/list: the caller's requests, newest first. */
export async function listRequests(caller: Caller, page: number, limit: number): Promise<Paged<RequestItem>> {
  const payload = await payloadClient();
  const found = await payload.find({
    collection: 'requests',
    where: { owner: { equals: caller.user.id } },
    sort: '-createdAt',
    page,
    limit,
    depth: 1,
    populate: ATTACHMENT_POPULATE,
    overrideAccess: true,
    select: { title: true, description: true, status: true, createdAt: true, files: true, reviewComment: true, history: true },
  });
  const ids = found.docs.map((doc) => doc.id);
  const passports = ids.length
    ? await payload.find({ collection: 'passports', where: { request: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, select: { request: true } })
    : { docs: [] };
  const withPassport = new Set(passports.docs.map((doc) => (typeof doc.request === 'object' ? doc.request.id : doc.request)));
  return {
    items: found.docs.map((doc) => requestItem(doc as RequestDoc, { hasPassport: withPassport.has(doc.id), owned: true })),
    totalCount: found.totalDocs,
  };
}

/** The caller's own request, or 404 (someone else's looks exactly like a missing one). */
async function ownRequest(caller: Caller, id: number): Promise<RequestDoc> {
  const payload = await payloadClient();
  const found = await payload.find({
    collection: 'requests',
    where: { and: [{ id: { equals: id } }, { owner: { equals: caller.user.id } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { title: true, status: true, owner: true },
  });
  const doc = found.docs[0];
  if (!doc) throw notFound();
  return doc as RequestDoc;
}

async function passportOf(requestId: number): Promise<PassportDoc | null> {
  const payload = await payloadClient();
  const found = await payload.find({
    collection: 'passports',
    where: { request: { equals: requestId } },
    depth: 1,
    populate: ATTACHMENT_POPULATE,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  });
  return (found.docs[0] as PassportDoc | undefined) ?? null;
}

/** GET /request/{id}/passport. */
export async function readPassport(caller: Caller, id: number): Promise<Passport> {
  const request = await ownRequest(caller, id);
  return passportDto(request, await passportOf(id));
}

/** The form's passport fields as the schema takes them: lists from repeated names, the rest one value each; absent stays absent. */
function passportInput(fields: UploadFields): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of PASSPORT_FIELDS) {
    const values = fields[key];
    if (values === undefined) continue;
    input[key] = (PASSPORT_ARRAY_FIELDS as string[]).includes(key) ? values : values.at(-1);
  }
  return input;
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number));

/**
 * POST /request/{id}/passport: a partial save (absent fields keep their value, empty ones are cleared), files
 * added (`files[n]`) and removed (`remove_files`), at most 5 in all. Only the owner, only while Pending Review.
 */
export async function savePassport(request: Request, caller: Caller, id: number): Promise<Passport> {
  await enforcePerIpAndAccount(request, 'passport', 'passportAccount', `account:${caller.user.id}`);
  const owned = await ownRequest(caller, id);
  if (owned.status !== 'pending') throw new HttpError(403, { message: S.passportLocked });
  const payload = await payloadClient();
  const existing = await passportOf(id);
  const existingFiles = (existing?.files ?? []).map(idOf);
  let removedKeys: string[] = [];
  const saved = await withUploads(request, { fileField: 'files', allowedTypes: PASSPORT_FILE_TYPES }, async ({ fields, files }) => {
    const patch = parseOr422(passportSchema, passportInput(fields));
    const remove = (fields.remove_files ?? []).filter(Boolean);
    const removeIds = remove.map(Number);
    if (remove.some((value) => !/^\d+$/.test(value)) || removeIds.some((fileId) => !existingFiles.includes(fileId))) {
      throw new HttpError(422, { remove_files: [S.unknownFile] });
    }
    const kept = existingFiles.filter((fileId) => !removeIds.includes(fileId));
    if (kept.length + files.length > MAX_FILES) throw new HttpError(422, { files: [S.tooManyFiles] });
    // Lists are cleared with [] (Payload keeps a hasMany field that is set to null).
    const data = Object.fromEntries(
      Object.entries(patch)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, value === null && (PASSPORT_ARRAY_FIELDS as string[]).includes(key) ? [] : value]),
    );
    return inTransaction(payload, async (req) => {
      // Re-checked inside the transaction: a reviewer may have moved the request meanwhile.
      const current = await payload.findByID({ collection: 'requests', id, depth: 0, overrideAccess: true, req, select: { status: true } });
      if (current.status !== 'pending') throw new HttpError(403, { message: S.passportLocked });
      const added = await createAttachments(payload, req, files, 'passport', caller.user.id);
      const common = { depth: 1, populate: ATTACHMENT_POPULATE, overrideAccess: true, req } as const;
      const doc = existing
        ? await payload.update({ collection: 'passports', id: existing.id, data: { ...data, files: [...kept, ...added] }, ...common })
        : await payload.create({ collection: 'passports', data: { ...data, request: id, owner: caller.user.id, reviewStatus: 'pending', files: added }, ...common });
      if (removeIds.length) {
        const removed = await payload.find({ collection: 'attachments', where: { id: { in: removeIds } }, depth: 0, pagination: false, overrideAccess: true, req, select: { storageKey: true } });
        removedKeys = removed.docs.map((file) => file.storageKey);
        // Records only: the attachments hook would delete the bytes before the commit; they go after it (below).
        await payload.db.deleteMany({ collection: 'attachments', where: { id: { in: removeIds } }, req });
      }
      return doc as PassportDoc;
    });
  });
  await discardUploads(removedKeys.map((key) => ({ key })), uploadStorage());
  return passportDto(owned, saved);
}
