import { SUBMISSION_MESSAGES as S } from '@/lib/submissions/schemas/messages';
import { PASSPORT_ARRAY_FIELDS, PASSPORT_FIELDS, passportSchema } from '@/lib/submissions/schemas/passport';
import { PASSPORT_FILE_TYPES } from '@/lib/submissions/types';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, HttpError, methodNotAllowed, noStore, parseOr422 } from '@/lib/server/http';
import { enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { idParam } from '@/lib/server/submissions/common';
import { passportDraft, readPassport, savePassport } from '@/lib/server/submissions/requests';
import { withUploads, type UploadFields } from '@/lib/server/uploads/multipart';

type Context = { params: Promise<{ id: string }> };

/** GET /request/{id}/passport (bearer): the passport of the caller's request (all fields null before the first save). */
export const GET = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request);
  return noStore(ok(await readPassport(caller, idParam((await params).id))));
});

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

/** `remove_files`: the ids of the passport's files to remove (repeated; empty values ignored). */
function removedFiles(fields: UploadFields): number[] {
  const values = (fields.remove_files ?? []).filter(Boolean);
  if (values.some((value) => !/^\d+$/.test(value))) throw new HttpError(422, { remove_files: [S.unknownFile] });
  return values.map(Number);
}

/**
 * POST /request/{id}/passport (bearer, confirmed; multipart): a partial save with files[n] and remove_files. The
 * request is checked to be the caller's and still Pending Review before the body is read.
 */
export const POST = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  const id = idParam((await params).id);
  await enforcePerIpAndAccount(request, 'passport', 'passportAccount', `account:${caller.user.id}`);
  const draft = await passportDraft(caller, id);
  const saved = await withUploads(request, { fileField: 'files', allowedTypes: PASSPORT_FILE_TYPES }, async ({ fields, files }) => {
    const patch = parseOr422(passportSchema, passportInput(fields));
    return savePassport(caller, draft, { patch, removeFiles: removedFiles(fields), files });
  });
  return noStore(ok(saved));
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
