import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { PASSPORT_FIELDS } from '@/lib/submissions/schemas/passport-fields';
import type { Passport } from '@/lib/submissions/types';
import { requestsQueryKey } from '@/components/account/requests-query-key';
import { passportQueryKey } from './get-passport';

/** What the form sends: each field's text (lists as arrays; '' clears the field), new files, stored files to remove. */
export type SavePassportInput = {
  requestId: number;
  fields: Record<string, string | string[]>;
  files: File[];
  removeFiles: number[];
};

/**
 * POST /request/{id}/passport (bearer; multipart): every field as its own form field — the whole form, so an
 * emptied field is cleared —, lists as repeated names, new files as files[n], `remove_files` repeated.
 */
export function savePassport({ requestId, fields, files, removeFiles }: SavePassportInput): Promise<Passport> {
  const form = new FormData();
  for (const key of PASSPORT_FIELDS) {
    const value = fields[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length) for (const item of value) form.append(key, item);
      else form.append(key, '');
    } else form.append(key, value);
  }
  files.forEach((file, index) => form.append(`files[${index}]`, file));
  for (const id of removeFiles) form.append('remove_files', String(id));
  return browserApi().post<Passport>(`/request/${requestId}/passport`, form, { auth: 'required' });
}

export function useSavePassport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePassport,
    onSuccess: (passport) => {
      queryClient.setQueryData(passportQueryKey(passport.requestId), passport);
      // The request list shows whether a passport exists.
      void queryClient.invalidateQueries({ queryKey: requestsQueryKey });
    },
  });
}
