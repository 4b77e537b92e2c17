import { z } from 'zod';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';

/**
 * What no text field stores (every text field of the API and the portal's forms checks with these): a value with
 * one is refused with 422 `controlCharacters`, never stored altered.
 * - C0 controls, DEL and C1 controls: invisible, and NUL cuts a value short in some databases and drivers.
 * - A lone UTF-16 surrogate (`"\ud800"` in JSON): half of a character; UTF-8 cannot encode it, so the database
 *   would keep U+FFFD instead. A surrogate pair (an emoji) is one character and fine.
 * Written without the `u` flag and without lookbehind: the same expressions run in older browsers.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** Tab and line breaks are a multi-line text's own; every other control is not. */
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export const hasLoneSurrogates = (value: string) => LONE_SURROGATE.test(value);
/** For one-line values: any control character (tab and line breaks too) or a lone surrogate. */
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value) || hasLoneSurrogates(value);
/** For multi-line values: a control character other than tab and line breaks, or a lone surrogate. */
export const hasMultilineControls = (value: string) => MULTILINE_CONTROLS.test(value) || hasLoneSurrogates(value);

/**
 * A text area's value (one-line fields use lib/auth/schemas/fields requiredText/optionalText): line breaks and
 * tabs allowed, CRLF normalized to LF, trimmed; other control characters refused (422, never stored altered).
 */
export const multilineText = (max: number) =>
  z
    .string({ error: M.required })
    .refine((value) => !hasMultilineControls(value), A.controlCharacters)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, M.tooLong));

/** The same, not empty. */
export const requiredMultilineText = (max: number) => multilineText(max).pipe(z.string().min(1, M.required));
