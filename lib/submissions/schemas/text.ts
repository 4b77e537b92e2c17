import { z } from 'zod';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';

/**
 * Multi-line text (descriptions, messages): line breaks and tabs are allowed, every other control character
 * (NUL, BEL, DEL, C1…) is refused, never stored altered.
 */
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const hasMultilineControls = (value: string) => MULTILINE_CONTROLS.test(value);

export const multilineText = (max: number) =>
  z
    .string({ error: M.required })
    .refine((value) => !hasMultilineControls(value), A.controlCharacters)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, M.tooLong));
