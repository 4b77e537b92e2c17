import { z } from 'zod';
import { requiredMultilineText } from '@/lib/validation/text';
import { REPLY_TEXT_MAX } from './messages';

/**
 * A message in an item's thread (POST /request/{id}/reply, POST /message/{id}/reply and the agency's message from
 * the back office): the text, required, at most 10,000 characters; files travel as `file[n]` beside it.
 */
export const replySchema = z.object({ text: requiredMultilineText(REPLY_TEXT_MAX) });
export type ReplyInput = z.input<typeof replySchema>;
