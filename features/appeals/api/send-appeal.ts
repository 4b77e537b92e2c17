import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import { APPEAL_MESSAGE_MAX, SUBMISSION_MESSAGES as S } from '@/lib/submissions/schemas/messages';
import type { Appeal } from '@/lib/submissions/types';
import { appealsQueryKey } from './get-appeals';

/** The form's own message for an empty text (spec §8 «Fill in all the fields»), localized as `appeals.errors.fillAll`. */
export const FILL_ALL = 'fillAll';

/** Spec §5/§8: the text is required («Fill in all the fields»), the agreement must be accepted. */
export const appealFormSchema = z.object({
  message: z.string().trim().min(1, FILL_ALL).max(APPEAL_MESSAGE_MAX, AUTH_MESSAGES.tooLong),
  agreement: z.boolean().refine(Boolean, S.agreementRequired),
});
export type AppealFormValues = z.input<typeof appealFormSchema>;

/** POST /message/send (bearer, multipart): message, agreement, file[n]. */
export function sendAppeal({ message, agreement, files }: AppealFormValues & { files: File[] }): Promise<Appeal> {
  const form = new FormData();
  form.append('message', message);
  form.append('agreement', agreement ? 'true' : 'false');
  files.forEach((file, index) => form.append(`file[${index}]`, file));
  return browserApi().post<Appeal>('/message/send', form, { auth: 'required' });
}

/** Sends the appeal; the list has reloaded when the mutation resolves (the form then opens the success modal). */
export function useSendAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAppeal,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: appealsQueryKey });
    },
  });
}
