import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import { REPLY_TEXT_MAX } from '@/lib/submissions/schemas/messages';
import type { ThreadKind, ThreadMessage } from '@/lib/submissions/types';
import { threadQueryKey } from './get-thread';

/** The form's own message for an empty reply, localized as `threads.errors.textRequired`. */
export const TEXT_REQUIRED = 'textRequired';

/** The reply form: the text (required, at most 10,000 characters); files beside it. */
export const replyFormSchema = z.object({
  text: z.string().trim().min(1, TEXT_REQUIRED).max(REPLY_TEXT_MAX, AUTH_MESSAGES.tooLong),
});
export type ReplyFormValues = z.input<typeof replyFormSchema>;

export type ReplyInput = { kind: ThreadKind; id: number; text: string; files: File[] };

/** POST /request/{id}/reply or POST /message/{id}/reply (bearer, multipart): text, file[n]. */
export function sendReply({ kind, id, text, files }: ReplyInput): Promise<ThreadMessage> {
  const form = new FormData();
  form.append('text', text);
  files.forEach((file, index) => form.append(`file[${index}]`, file));
  return browserApi().post<ThreadMessage>(`/${kind}/${id}/reply`, form, { auth: 'required' });
}

/**
 * Sends the reply; once it resolves the thread has reloaded, and so has the owning feature's list (`listQueryKey`:
 * a reply to a request for clarification moves the item back to «in review»).
 */
export function useSendReply(listQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReply,
    onSuccess: async (_message, { kind, id }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: threadQueryKey(kind, id) }), queryClient.invalidateQueries({ queryKey: listQueryKey })]);
    },
  });
}
