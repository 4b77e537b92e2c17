import { messageKey } from '@/lib/api/message-key';
import type { EventRegistrationData } from '@/lib/submissions/schemas/event-registration';
import { EVENT_REGISTRATION_MESSAGES } from '@/lib/submissions/schemas/event-registration-messages';

/**
 * The event registration form (spec §3, §5: «all fields filled correctly») validates with the API's own schema
 * (registration-form-schema.ts, fetched on first need); its English messages map to `eventRegistration.errors.<key>`.
 * The API's 422/409 messages arrive localized and are shown as they are.
 */
/** What the form holds: text inputs, the select's id as text, the yes/no radio as 'true' / 'false' (null until chosen). */
export type RegistrationFormValues = {
  event_id: string;
  surname: string;
  name: string;
  patronymic: string;
  phone: string;
  email: string;
  organization: string;
  dolgnost: string;
  inn: string;
  profile: string;
  target: string;
  production: string;
  ploshadka: 'true' | 'false' | null;
  mail_agree: boolean;
  comment: string;
  consent: boolean;
};

/** What the schema makes of it (trimmed, canonical e-mail, booleans, numeric event id, comment or null). */
export type RegistrationInput = EventRegistrationData;

export const REGISTRATION_ERROR_KEYS = [...(Object.keys(EVENT_REGISTRATION_MESSAGES) as (keyof typeof EVENT_REGISTRATION_MESSAGES)[]), 'generic'] as const;
export type RegistrationErrorKey = (typeof REGISTRATION_ERROR_KEYS)[number];

/** The catalogue key of a schema message ('generic' is the form's own key for failures that are not about a field). */
export function registrationErrorKey(message: string): RegistrationErrorKey | undefined {
  return message === 'generic' ? 'generic' : messageKey(EVENT_REGISTRATION_MESSAGES, message)?.key;
}

/** The fields in the order the form shows them (the error summary follows it). */
export const REGISTRATION_FIELDS = [
  'event_id',
  'surname',
  'name',
  'patronymic',
  'phone',
  'email',
  'organization',
  'dolgnost',
  'inn',
  'profile',
  'production',
  'target',
  'ploshadka',
  'mail_agree',
  'comment',
  'consent',
] as const satisfies readonly (keyof RegistrationFormValues)[];
