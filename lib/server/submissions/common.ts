import 'server-only';
import type { Investor } from '@/cms/payload-types';
import { SUBMISSION_MESSAGES as S } from '@/lib/submissions/schemas/messages';
import { HttpError } from '@/lib/server/http';
import { recordId } from '@/lib/record-id';
import type { UploadFields } from '@/lib/server/uploads/multipart';

export const notFound = () => new HttpError(404, { message: S.notFound });

/** A route's `{id}`: a positive whole number, else 404 (never a hint of what exists). */
export function idParam(value: string | undefined): number {
  const id = recordId(value);
  if (id === undefined) throw notFound();
  return id;
}

/** One value per field (the last one sent), for the non-list fields of a form. */
export function singleValues(fields: UploadFields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, values]) => [key, values.at(-1) ?? '']));
}

/** The investor's name as one line: surname, name, patronymic. */
export const fullName = (user: Pick<Investor, 'surname' | 'name' | 'fathersName'>) =>
  [user.surname, user.name, user.fathersName].filter(Boolean).join(' ');
