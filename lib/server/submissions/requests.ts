import 'server-only';
import { mailAcknowledgement } from '@/cms/hooks/submission-mail';
import type { Passport as PassportDoc } from '@/cms/payload-types';
import { mailAgency } from '@/lib/server/mail/agency';
import type { Locale } from '@/i18n/routing';
import { SUBMISSION_MESSAGES as S } from '@/lib/submissions/schemas/messages';
import { PASSPORT_ARRAY_FIELDS, type PassportPatch } from '@/lib/submissions/schemas/passport';
import type { GuestRequestData } from '@/lib/submissions/schemas/request';
import { MAX_FILES, type Paged, type Passport, type RequestItem } from '@/lib/submissions/types';
import type { Caller } from '@/lib/server/auth/caller';
import { payloadClient } from '@/lib/server/payload';
import { ENDPOINTS } from '@/lib/server/content/endpoints';
import { findDocument } from '@/lib/server/content/service';
import { HttpError } from '@/lib/server/http';
import { createAttachments, removeAttachmentRecords } from '@/lib/server/repositories/attachments';
import type { Page } from '@/lib/server/repositories/owner';
import { createPassport, passportOfRequest, requestsWithPassport, updatePassport } from '@/lib/server/repositories/passports';
import { createRequest as saveRequest, findOwnRequest, listOwnRequests, type OwnRequest } from '@/lib/server/repositories/requests';
import { inTransaction } from '@/lib/server/repositories/transaction';
import { discardUploads, type StoredUpload } from '@/lib/server/uploads/multipart';
import { fullName, notFound } from './common';
import { passportDto, requestItem } from './dto';

/** What a request says: a confirmed investor's (contacts from the profile) or a guest's (its own contacts). */
export type RequestSubmission = { locale: Locale; files: StoredUpload[] } & (
  | { caller: Caller; fields: { title: string; description: string; site?: number } }
  | { caller: null; fields: GuestRequestData }
);

/**
 * POST /request/create: the request and its attachments' records saved in one transaction (the files are in
 * storage already), then the agency is mailed and the sender gets the acknowledgement with the reference.
 */
export async function createRequest({ caller, locale, fields, files }: RequestSubmission): Promise<RequestItem> {
  const contact = caller
    ? { name: fullName(caller.user), email: caller.user.email, phone: caller.user.phone ?? '' }
    : { name: fields.name, email: fields.email, phone: fields.phone };
  const site = fields.site === undefined ? null : await publishedSiteId(fields.site, locale);
  const doc = await inTransaction(async (tx) => {
    const fileIds = await createAttachments(caller, files, 'request', tx);
    return saveRequest(
      caller,
      { title: fields.title, description: fields.description, contactName: contact.name, contactEmail: contact.email, contactPhone: contact.phone, locale, files: fileIds, site },
      tx,
    );
  });
  const payload = await payloadClient();
  await mailAgency(payload, 'request', { id: doc.id, title: doc.title, text: doc.description, files: files.length }, contact);
  await mailAcknowledgement(payload, 'request', {
    reference: doc.reference,
    dueDate: doc.dueDate,
    title: doc.title,
    text: doc.description,
    files: files.length,
    owner: caller?.user.id ?? null,
    contactEmail: contact.email,
    contactName: contact.name,
    locale,
  });
  return requestItem(doc, { hasPassport: false, owned: Boolean(caller) });
}

/**
 * The id of the production site a project is sent for, when the public can see it (published); anything else is the
 * 422 `site` — a draft or removed site is not offered to investors, so a project cannot be sent for it.
 */
async function publishedSiteId(id: number, locale: Locale): Promise<number> {
  const site = await findDocument(ENDPOINTS.productionSites.source, String(id), locale);
  if (!site || site.id !== id) throw new HttpError(422, { site: [S.unknownSite] });
  return id;
}

/** GET /request/list: the caller's requests, newest first (their sites' titles in `locale`). */
export async function listRequests(caller: Caller, page: Page, locale?: Locale): Promise<Paged<RequestItem>> {
  const { docs, totalDocs } = await listOwnRequests(caller, page, locale);
  const withPassport = await requestsWithPassport(
    caller,
    docs.map((doc) => doc.id),
  );
  return { items: docs.map((doc) => requestItem(doc, { hasPassport: withPassport.has(doc.id), owned: true })), totalCount: totalDocs };
}

/** The caller's own request, or 404 (someone else's looks exactly like a missing one). */
async function ownRequest(caller: Caller, id: number): Promise<OwnRequest> {
  const doc = await findOwnRequest(caller, id);
  if (!doc) throw notFound();
  return doc;
}

/** GET /request/{id}/passport. */
export async function readPassport(caller: Caller, id: number): Promise<Passport> {
  const request = await ownRequest(caller, id);
  return passportDto(request, await passportOfRequest(caller, id));
}

/** The caller's request whose passport may be saved now, and the passport so far (null before the first save). */
export type PassportDraft = { request: OwnRequest; passport: PassportDoc | null };

/** The draft a save starts from: the caller's request (else 404) while it is Pending Review (else 403). */
export async function passportDraft(caller: Caller, id: number): Promise<PassportDraft> {
  const request = await ownRequest(caller, id);
  if (request.status !== 'pending') throw new HttpError(403, { message: S.passportLocked });
  return { request, passport: await passportOfRequest(caller, id) };
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number));

export type PassportSave = { patch: PassportPatch; removeFiles: number[]; files: StoredUpload[] };

/**
 * POST /request/{id}/passport: a partial save (absent fields keep their value, null clears), files added and
 * removed, at most 5 in all. Only the owner, only while Pending Review (checked again inside the transaction:
 * a reviewer may have moved the request meanwhile). Removed files' bytes go once the save is committed.
 */
export async function savePassport(caller: Caller, { request, passport }: PassportDraft, { patch, removeFiles, files }: PassportSave): Promise<Passport> {
  const existingFiles = (passport?.files ?? []).map(idOf);
  if (removeFiles.some((fileId) => !existingFiles.includes(fileId))) throw new HttpError(422, { remove_files: [S.unknownFile] });
  const kept = existingFiles.filter((fileId) => !removeFiles.includes(fileId));
  if (kept.length + files.length > MAX_FILES) throw new HttpError(422, { files: [S.tooManyFiles] });
  // Lists are cleared with [] (Payload keeps a hasMany field that is set to null).
  const data = Object.fromEntries(
    Object.entries(patch)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === null && (PASSPORT_ARRAY_FIELDS as string[]).includes(key) ? [] : value]),
  );
  let removedKeys: string[] = [];
  const saved = await inTransaction(async (tx) => {
    const current = await findOwnRequest(caller, request.id, tx);
    if (!current) throw notFound();
    if (current.status !== 'pending') throw new HttpError(403, { message: S.passportLocked });
    const added = await createAttachments(caller, files, 'passport', tx);
    const doc = passport
      ? await updatePassport(caller, passport.id, { ...data, files: [...kept, ...added] }, tx)
      : await createPassport(caller, request.id, { ...data, files: added }, tx);
    if (!doc) throw notFound();
    removedKeys = await removeAttachmentRecords(caller, removeFiles, tx);
    return doc;
  });
  await discardUploads(removedKeys.map((key) => ({ key })));
  return passportDto(request, saved);
}
