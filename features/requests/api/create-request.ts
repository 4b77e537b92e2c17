import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { RequestItem } from '@/lib/submissions/types';
import { requestsQueryKey } from '@/components/account/requests-query-key';

export { requestFormSchema } from '@/lib/submissions/schemas/request';

/** The form's values (the shared schema's input: a guest also gives name, e-mail, phone and the 152-FZ consent). */
export type RequestFormValues = { title?: string; description?: string; name?: string; email?: string; phone?: string; consent?: boolean };

/** `site`: the id of the production site the project is for (sent from the site matching), if any. */
export type CreateRequestInput = RequestFormValues & { guest: boolean; files: File[]; site?: number };

/** POST /request/create (optional bearer; multipart): title, description, the site, a guest's name/email/phone/consent, files[n]. */
export function createRequest({ guest, name, phone, email, consent, title, description, files, site }: CreateRequestInput): Promise<RequestItem> {
  const form = new FormData();
  form.append('title', title ?? '');
  form.append('description', description ?? '');
  if (site !== undefined) form.append('site', String(site));
  if (guest) {
    form.append('name', name ?? '');
    form.append('email', email ?? '');
    form.append('phone', phone ?? '');
    form.append('consent', consent ? 'true' : 'false');
  }
  files.forEach((file, index) => form.append(`files[${index}]`, file));
  // A guest's project goes without the token and without the session cookie: the server then takes it as a guest's
  // even from a logged-in (e.g. not yet confirmed) account.
  return browserApi().post<RequestItem>('/request/create', form, guest ? { withCredentials: false } : { auth: 'optional' });
}

/**
 * Sends the project; for a logged-in user the project list has reloaded when the mutation resolves, so the form that
 * sent it opens the success modal over the new list (spec §4).
 */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: async (_item, input) => {
      if (!input.guest) await queryClient.invalidateQueries({ queryKey: requestsQueryKey });
    },
  });
}
