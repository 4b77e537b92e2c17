import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useUiStore } from '@/components/ui-store';
import { browserApi } from '@/lib/api/browser';
import type { RequestItem } from '@/lib/submissions/types';
import { requestsQueryKey } from './get-requests';

/** Message keys of the form's own checks (localized as `requests.errors.<key>`). */
export const REQUEST_FORM_ERRORS = ['fillFields', 'required', 'email'] as const;

/**
 * The submit-project form (spec §3, §5): at least a title or a description, else «Fill in the fields!»;
 * a guest also gives name, e-mail, phone and the project's title. The server requires the description.
 */
export const requestFormSchema = z
  .object({
    guest: z.boolean(),
    name: z.string().trim(),
    phone: z.string().trim(),
    email: z.string().trim(),
    title: z.string().trim(),
    description: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (!values.title && !values.description) ctx.addIssue({ code: 'custom', path: ['title'], message: 'fillFields' });
    if (!values.guest) return;
    for (const field of ['name', 'phone', 'email'] as const) {
      if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    }
    if (values.email && !z.email().safeParse(values.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email' });
    if (values.description && !values.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'required' });
  });
export type RequestFormValues = z.input<typeof requestFormSchema>;

export type CreateRequestInput = Omit<RequestFormValues, 'guest'> & { guest: boolean; files: File[] };

/** POST /request/create (optional bearer; multipart): title, description, a guest's name/email/phone, files[n]. */
export function createRequest({ guest, name, phone, email, title, description, files }: CreateRequestInput): Promise<RequestItem> {
  const form = new FormData();
  form.append('title', title);
  form.append('description', description);
  if (guest) {
    form.append('name', name);
    form.append('email', email);
    form.append('phone', phone);
  }
  files.forEach((file, index) => form.append(`files[${index}]`, file));
  return browserApi().post<RequestItem>('/request/create', form, { auth: 'optional' });
}

/** Sends the project; for a logged-in user the project list reloads before the success modal opens (spec §4). */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: async (_item, input) => {
      if (!input.guest) await queryClient.invalidateQueries({ queryKey: requestsQueryKey });
      useUiStore.getState().openModal('applicationSuccess');
    },
  });
}
