import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { consentField, emailField, optionalText, phoneField, requiredText } from '@/lib/auth/schemas/fields';
import { AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { isValidInn } from '@/lib/validation/inn';
import { multilineText, requiredMultilineText } from '@/lib/validation/text';
import { recordId } from '@/lib/record-id';
import { EVENT_REGISTRATION_MESSAGES as R, patronymicRequired } from './event-registration-messages';

export { EVENT_REGISTRATION_MESSAGES, patronymicRequired } from './event-registration-messages';

/** Length limits of the free-text fields. */
export const EVENT_REGISTRATION_LIMITS = { name: 100, organization: 300, text: 1000, comment: 2000 } as const;
const L = EVENT_REGISTRATION_LIMITS;

/** A yes/no answer that must be given: true/false, or as a form sends it ('true'/'false', '1'/'0', 'on'/'off'). */
const requiredBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], {
    error: (issue) => (issue.input === undefined || issue.input === '' ? M.required : R.invalidChoice),
  })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** The INN: digits only (surrounding spaces trimmed) with valid check digits. */
export const innField = requiredText(12).refine(isValidInn, R.invalidInn);

/** The event's id: a positive whole number (a select sends it as text). */
const eventIdField = z.union([z.number(), z.string().trim()], { error: R.eventRequired }).transform((value, context) => {
  const id = recordId(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: R.eventRequired });
    return z.NEVER;
  }
  return id;
});

/**
 * POST /event/registration (spec §3 "Event registration") in the registrant's language: everything but the comment
 * (and, outside Russian, the patronymic) is required, and the 152-FZ consent to personal-data processing is given
 * explicitly (the registration form's `consent`; it is checked, not stored).
 * `ploshadka`: willing to visit industrial sites; `mail_agree`: subscribes to the newsletter; `dolgnost`: position.
 */
export const eventRegistrationSchemaFor = (locale: Locale) =>
  z.object({
    surname: requiredText(L.name),
    name: requiredText(L.name),
    // Absent or empty outside Russian: stored as '' (the record's column takes no null).
    patronymic: patronymicRequired(locale) ? requiredText(L.name) : optionalText(L.name).optional().transform((value) => value ?? ''),
    phone: phoneField,
    email: emailField,
    organization: requiredText(L.organization),
    inn: innField,
    profile: requiredMultilineText(L.text),
    target: requiredMultilineText(L.text),
    production: requiredMultilineText(L.text),
    dolgnost: requiredText(L.organization),
    ploshadka: requiredBoolean,
    mail_agree: requiredBoolean,
    event_id: eventIdField,
    comment: multilineText(L.comment)
      .optional()
      .nullable()
      .transform((value) => value || null),
    consent: consentField,
  });

/** The Russian form's schema (the patronymic required); another language's: eventRegistrationSchemaFor(locale). */
export const eventRegistrationSchema = eventRegistrationSchemaFor('ru');

/** What the API stores. */
export type EventRegistrationData = z.output<typeof eventRegistrationSchema>;
