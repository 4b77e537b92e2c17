'use client';

import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { SummaryItem } from '@/components/form/fields';
import { labelled } from '@/i18n/sentences';
import { ApiError } from '@/lib/api/envelope';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import { isOwnKey } from '@/lib/own-key';
import { SUBMISSION_MESSAGES } from '@/lib/submissions/schemas/messages';

/**
 * Puts an API failure on the form: each `result.<field>[0]` on its field (`rename` maps API names such
 * as current_password to the form's), anything else on `root.server`.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Record<string, Path<T>> = {},
): void {
  if (error instanceof ApiError) {
    let placed = false;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      // The API may answer under a name the client chose (a field it refused): never one `rename` inherits.
      const name = (isOwnKey(rename, field) ? rename[field] : field) as Path<T>;
      if (fields.includes(name) && messages[0]) {
        setError(name, { type: 'server', message: messages[0] });
        placed = true;
      }
    }
    if (!placed) setError('root.server' as Path<T>, { type: 'server', message: error.fieldErrors && Object.values(error.fieldErrors).flat()[0] || error.message });
    return;
  }
  setError('root.server' as Path<T>, { type: 'server', message: String(error) });
}

/**
 * A form with files refused by the API, each error where the user looks: the files' errors (and a 413) on the file
 * picker, the fields' (422) on their fields, an unverified account (403) told why, the statuses in `ownText` (a closed
 * or missing item) with the server's own words on the summary, anything else as the failure text.
 */
export function placeSubmissionError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  setFilesError: (message: string) => void,
  { fields, filesField, ownText = [] }: { fields: readonly Path<T>[]; filesField: string; ownText?: readonly number[] },
): void {
  const summary = (message: string) => setError('root.server' as Path<T>, { type: 'server', message });
  if (!(error instanceof ApiError)) return summary(SUBMISSION_MESSAGES.sendFailed);
  if (error.status === 403) return summary(AUTH_MESSAGES.unverified);
  if (ownText.includes(error.status)) return summary(error.message);
  if (error.status === 413) return setFilesError(error.message);
  if (error.status !== 422) return summary(SUBMISSION_MESSAGES.sendFailed);
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if (field === filesField || field.startsWith(`${filesField}[`)) setFilesError(message);
    else if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
    else continue;
    placed = true;
  }
  if (!placed) summary(SUBMISSION_MESSAGES.sendFailed);
}

/**
 * One field's item of the error summary, linking to the field: its label and its message ("Почта: …", or 邮箱：… after
 * a Chinese label, i18n/sentences.ts), or the message alone without a label.
 */
export function fieldItem(fieldId: string, label: string | undefined, message: string): SummaryItem {
  return { fieldId, message: label ? labelled(label, message) : message };
}

/** The error summary's items, in the order of the form's fields, then the form-level error. */
export function summaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly Path<T>[],
  formId: string,
  text: (message: string | undefined) => string | undefined,
  /** The field's label, so that the summary says which field ("Почта: …"), not just "Fill in this field". */
  label?: (field: Path<T>) => string | undefined,
): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const field of fields) {
    const message = (errors as Record<string, { message?: string } | undefined>)[field]?.message;
    if (message === undefined) continue;
    items.push(fieldItem(`${formId}-${field}`, label?.(field), text(message) ?? message));
  }
  const root = (errors.root as Record<string, { message?: string }> | undefined)?.server;
  if (root) items.push({ message: text(root.message) ?? '' });
  return items;
}
