import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { consentField, emailField, optionalText, phoneField, requiredText } from '@/lib/auth/schemas/fields';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { isValidInn } from '@/lib/validation/inn';
import { multilineText, requiredMultilineText } from '@/lib/validation/text';
import { recordId } from '@/lib/record-id';

/**
 * The API's messages for POST /event/registration (English; the API answers them localized by the `Language`
 * header from `eventRegistrationApi.<key>` in messages/<locale>.json, the portal can map a schema message to the
 * same key). The first five are the accounts API's own texts, reused by the shared field schemas.
 */
export const EVENT_REGISTRATION_MESSAGES = {
  required: M.required,
  invalidEmail: M.invalidEmail,
  invalidPhone: M.invalidPhone,
  tooLong: M.tooLong,
  controlCharacters: A.controlCharacters,
  invalidInn: 'INN must be 10 or 12 digits with a valid check digit.',
  invalidChoice: 'Choose yes or no.',
  eventRequired: 'Choose an event.',
  eventUnknown: 'There is no such event.',
  registrationClosed: 'Registration for this event is closed.',
  alreadyRegistered: 'This e-mail address is already registered for this event.',
  bodyTooLarge: A.bodyTooLarge,
  tooManyRequests: M.tooManyRequests,
  consentRequired: M.consentRequired,
} as const;
const R = EVENT_REGISTRATION_MESSAGES;

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
 * Whether the form in this language requires the patronymic: Russian names have one, a foreign investor's (the en,
 * tr and zh forms) usually does not. One rule for the form and the API (the locale of the `Language` header).
 */
export const patronymicRequired = (locale: Locale): boolean => locale === 'ru';

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
