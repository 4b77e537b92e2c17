import { z } from 'zod';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';

/** C0/C1 controls other than tab and line breaks: a multi-line text keeps its lines, nothing else invisible. */
const OTHER_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * A text area's value (one-line fields use lib/auth/schemas/fields requiredText/optionalText): line breaks and
 * tabs allowed, CRLF normalized to LF, trimmed; other control characters refused (422, never stored altered).
 */
export const multilineText = (max: number) =>
  z
    .string({ error: M.required })
    .refine((value) => !OTHER_CONTROLS.test(value), A.controlCharacters)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, M.tooLong));

/** The same, not empty. */
export const requiredMultilineText = (max: number) => multilineText(max).pipe(z.string().min(1, M.required));
