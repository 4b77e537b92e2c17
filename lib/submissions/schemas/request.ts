import { z } from 'zod';
import { consentField, emailField, phoneField, requiredText, optionalText } from '@/lib/auth/schemas/fields';
import { AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { recordId } from '@/lib/record-id';
import { multilineText } from '@/lib/validation/text';
import { DESCRIPTION_MAX, SUBMISSION_MESSAGES as S, TITLE_MAX } from './messages';

/**
 * POST /request/create (spec §3, §5, §8), one schema for the API and the submit-project form, so that both apply
 * the same rules and every error shows in one round:
 * - the title or the description must be given (both empty: «Fill in the fields!» under `title`); the other may
 *   stay empty;
 * - a guest must also give the project name (spec §5 declares it required for guests), a name, a valid e-mail, a
 *   phone and the 152-FZ consent (`consent`, the registration form's field and message);
 * - a logged-in investor's contacts come from the profile (name/email/phone are ignored) and no consent is asked:
 *   the investor gave it at registration, as for the cabinet's appeal form, whose agreement is about the terms.
 * - `site` (optional): the id of the production site the project is for, when it is sent from the site matching;
 *   the handler checks that it names a published site (else 422 `site`). Empty counts as absent.
 * Files travel as `files[n]` beside these fields.
 */
const title = optionalText(TITLE_MAX).optional().default('');
const description = multilineText(DESCRIPTION_MAX).optional().default('');
const site = z
  .string()
  .trim()
  .refine((value) => value === '' || recordId(value) !== undefined, S.unknownSite)
  .transform((value) => (value === '' ? undefined : Number(value)))
  .optional();

/** The field's own problems (too long, control characters) are reported instead of the rule below. */
const fieldFailed = (issues: readonly z.core.$ZodRawIssue[], field: string) => issues.some((issue) => issue.path?.[0] === field);

/**
 * The title-or-description rule. It runs even when other fields failed (zod skips object refinements after such
 * issues by default), so the form reports everything at once.
 */
const withTitleOrDescription = <T extends z.ZodType<{ title: string; description: string }>>(schema: T, guest: boolean) =>
  schema.superRefine(
    (value, ctx) => {
      if (value.title) return;
      if (!value.description) ctx.addIssue({ code: 'custom', path: ['title'], message: S.fillInFields });
      else if (guest) ctx.addIssue({ code: 'custom', path: ['title'], message: M.required });
    },
    { when: ({ issues }) => !fieldFailed(issues, 'title') && !fieldFailed(issues, 'description') },
  );

export const userRequestSchema = withTitleOrDescription(z.object({ title, description, site }), false);

export const guestRequestSchema = withTitleOrDescription(
  z.object({
    title,
    description,
    site,
    name: requiredText(),
    email: emailField,
    phone: phoneField,
    consent: consentField,
  }),
  true,
);

export type GuestRequestData = z.output<typeof guestRequestSchema>;

/** The schema for the caller: a guest or a logged-in investor. The form validates with the same one. */
export const requestSchemaFor = (guest: boolean) => (guest ? guestRequestSchema : userRequestSchema);
export const requestFormSchema = requestSchemaFor;
