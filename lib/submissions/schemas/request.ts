import { z } from 'zod';
import { emailField, phoneField, requiredText, optionalText } from '@/lib/auth/schemas/fields';
import { multilineText } from '@/lib/validation/text';
import { DESCRIPTION_MAX, SUBMISSION_MESSAGES as S, TITLE_MAX } from './messages';

/**
 * POST /request/create (spec §3, §5, §8). The description is always required (422 `description`: «Description
 * field must not be empty»). A logged-in investor's contacts come from the profile (name/email/phone are ignored);
 * a guest must give a title, a name, a valid e-mail and a phone. Files travel as `files[n]` beside these fields.
 */
const description = z
  .string({ error: S.descriptionRequired })
  .pipe(multilineText(DESCRIPTION_MAX))
  .pipe(z.string().min(1, S.descriptionRequired));

export const userRequestSchema = z.object({
  title: optionalText(TITLE_MAX).optional().default(''),
  description,
});

export const guestRequestSchema = z.object({
  title: requiredText(TITLE_MAX),
  description,
  name: requiredText(),
  email: emailField,
  phone: phoneField,
});

export type UserRequestInput = z.input<typeof userRequestSchema>;
export type GuestRequestInput = z.input<typeof guestRequestSchema>;
export type GuestRequestData = z.output<typeof guestRequestSchema>;

/** The schema for the caller: a guest or a logged-in investor. */
export const requestSchemaFor = (guest: boolean) => (guest ? guestRequestSchema : userRequestSchema);

/**
 * §5/§8 in the form before anything is sent: empty title and description together are «Fill in the fields!»
 * (a form-level message under `title`); the rest is the API's rules.
 */
export const requestFormSchema = (guest: boolean) =>
  z
    .object({ title: z.string(), description: z.string(), name: z.string().optional(), email: z.string().optional(), phone: z.string().optional() })
    .superRefine((value, ctx) => {
      if (!value.title.trim() && !value.description.trim()) {
        ctx.addIssue({ code: 'custom', path: ['title'], message: S.fillInFields });
        return;
      }
      const parsed = requestSchemaFor(guest).safeParse(value);
      if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
