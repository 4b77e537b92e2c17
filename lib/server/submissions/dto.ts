import 'server-only';
import type { Appeal as AppealDoc, Attachment, Passport as PassportDoc, Request as RequestDoc, Staff } from '@/cms/payload-types';
import { emptyPassport, PASSPORT_FIELDS, passportProgress } from '@/lib/submissions/schemas/passport';
import type { Appeal, FileRef, Followed, Passport, PassportData, RequestItem, RequestSite } from '@/lib/submissions/types';

/** Database rows → the contract's DTOs (lib/submissions/types.ts). Nothing else leaves the server. */

export const fileUrl = (id: number) => `/api/v1/file/${id}`;

export function fileRefs(files: (number | Attachment)[] | null | undefined): FileRef[] {
  return (files ?? [])
    .filter((file): file is Attachment => typeof file === 'object' && file !== null)
    .map((file) => ({ id: file.id, name: file.name, size: file.size, mime: file.mime, url: fileUrl(file.id) }));
}

/** The curator as the investor sees them: the name staff give in their profile («Имя»), nothing else. */
function assigneeName(assignee: number | Pick<Staff, 'name'> | null | undefined): string | null {
  return assignee && typeof assignee === 'object' ? assignee.name?.trim() || null : null;
}

function followed(doc: Pick<RequestDoc | AppealDoc, 'reference' | 'dueDate' | 'assignee'>): Followed {
  return { reference: doc.reference ?? '', dueDate: doc.dueDate ?? '', assignee: assigneeName(doc.assignee) };
}

/** The request's production site when it was populated (its id alone says nothing an investor can read). */
function requestSite(site: RequestDoc['site']): RequestSite | null {
  if (!site || typeof site !== 'object') return null;
  return { id: site.id, slug: site.slug ?? String(site.id), title: site.title ?? '' };
}

export function requestItem(doc: RequestDoc, { hasPassport, owned }: { hasPassport: boolean; owned: boolean }): RequestItem {
  return {
    id: doc.id,
    ...followed(doc),
    title: doc.title ?? '',
    description: doc.description,
    status: doc.status,
    createdAt: doc.createdAt,
    files: fileRefs(doc.files),
    reviewComment: doc.reviewComment ?? null,
    history: (doc.history ?? []).map((entry) => ({ status: entry.status, at: entry.at, comment: entry.comment ?? null })),
    hasPassport,
    passportEditable: owned && doc.status === 'pending',
    site: requestSite(doc.site),
  };
}

export function appealDto(doc: AppealDoc): Appeal {
  return {
    id: doc.id,
    ...followed(doc),
    message: doc.message,
    status: doc.status,
    createdAt: doc.createdAt,
    files: fileRefs(doc.files),
    answer: doc.answer ?? null,
    answeredAt: doc.answeredAt ?? null,
    history: (doc.history ?? []).map((entry) => ({ status: entry.status, at: entry.at, comment: entry.comment ?? null })),
  };
}

export function passportData(doc: PassportDoc | null): PassportData {
  const data = emptyPassport() as Record<string, unknown>;
  if (!doc) return data as PassportData;
  for (const key of PASSPORT_FIELDS) {
    const value = (doc as unknown as Record<string, unknown>)[key];
    data[key] = value === undefined || (Array.isArray(value) && value.length === 0) ? null : value;
  }
  return data as PassportData;
}

export function passportDto(request: Pick<RequestDoc, 'id' | 'title' | 'status'>, doc: PassportDoc | null): Passport {
  const data = passportData(doc);
  return {
    requestId: request.id,
    requestTitle: request.title ?? '',
    requestStatus: request.status,
    editable: request.status === 'pending',
    data,
    files: fileRefs(doc?.files),
    progress: passportProgress(data),
    updatedAt: doc?.updatedAt ?? null,
  };
}
