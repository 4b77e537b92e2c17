import { z } from 'zod';
import { consentField, emailField, optionalText, requiredText } from '@/lib/auth/schemas/fields';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { isSitePath } from '@/lib/submissions/schemas/favourites';
import { requiredMultilineText } from '@/lib/validation/text';

/**
 * The API's messages for POST /feedback/outdated (English; the API answers them localized by the `Language` header
 * from `inaccuracyReportApi.<key>` in messages/<locale>.json, and the portal's form maps a message to the same key).
 * Those taken from lib/auth/schemas/messages are the shared field schemas' own texts.
 */
export const INACCURACY_REPORT_MESSAGES = {
  required: M.required,
  tooLong: M.tooLong,
  invalidEmail: M.invalidEmail,
  controlCharacters: A.controlCharacters,
  consentRequired: M.consentRequired,
  invalidPage: 'The page must be a path of this portal starting with "/".',
  bodyTooLarge: A.bodyTooLarge,
  tooManyRequests: M.tooManyRequests,
} as const;
const R = INACCURACY_REPORT_MESSAGES;

export const INACCURACY_REPORT_LIMITS = { page: 500, pageTitle: 300, note: 2000 } as const;
const L = INACCURACY_REPORT_LIMITS;

/** A portal page's path: one of this site's paths, never the API's or the back office's. */
const isPortalPage = (value: string) => isSitePath(value) && !/^\/(api|admin)(\/|$|\?|#)/i.test(value);

/**
 * POST /feedback/outdated: a visitor's note that something on a portal page is wrong or out of date. `page_url` is
 * the page's path (and `page_title` the title the visitor saw), `comment` the note, up to 2,000 characters on several
 * lines, the e-mail optional (for an answer) and canonical like every address of the API. The 152-FZ consent is asked as on every guest form:
 * the note is free text and may name a person; it is checked, not stored.
 */
export const inaccuracyReportSchema = z.object({
  page_url: requiredText(L.page).refine(isPortalPage, R.invalidPage),
  page_title: optionalText(L.pageTitle).optional().transform((value) => value ?? ''),
  comment: requiredMultilineText(L.note),
  // An empty field is no address: the form sends '' when the visitor leaves it blank.
  email: z
    .union([z.literal(''), emailField])
    .optional()
    .transform((value) => value || undefined),
  consent: consentField,
});

export type InaccuracyReportInput = z.input<typeof inaccuracyReportSchema>;
export type InaccuracyReport = z.output<typeof inaccuracyReportSchema>;
