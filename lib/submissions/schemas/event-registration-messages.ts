/**
 * What the event registration's form needs without its schema (which would bring zod into the page's first load): the
 * API's messages and the patronymic rule. The schema (event-registration.ts) re-exports both.
 */
import type { Locale } from '@/i18n/routing';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';

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

/**
 * Whether the form in this language requires the patronymic: Russian names have one, a foreign investor's (the en,
 * tr and zh forms) usually does not. One rule for the form and the API (the locale of the `Language` header).
 */
export const patronymicRequired = (locale: Locale): boolean => locale === 'ru';
