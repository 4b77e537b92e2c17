import { z } from 'zod';
import { canonicalEmail, EMAIL_PATTERN, hasControlCharacters } from '@/lib/auth/schemas/fields';

/**
 * The event registration form's values and rules (spec §3, §5: «all fields filled correctly»). Messages are keys
 * of `eventRegistration.errors.*`; the API's own 422/409 messages come localized and are shown as they are.
 */
export const REGISTRATION_ERROR_KEYS = ['required', 'tooLong', 'invalidEmail', 'invalidPhone', 'invalidInn', 'chooseEvent', 'chooseAnswer', 'controlCharacters', 'generic'] as const;
export type RegistrationErrorKey = (typeof REGISTRATION_ERROR_KEYS)[number];

const line = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong')
    .refine((value) => !hasControlCharacters(value), 'controlCharacters');

/** A Russian taxpayer number: 10 digits (organisation) or 12 (person), with its check digits. */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = (weights: number[]) => (weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11) % 10;
  if (digits.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[9];
  return check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[11];
}

export const registrationFormSchema = z.object({
  event_id: z.string({ error: 'chooseEvent' }).regex(/^\d+$/, 'chooseEvent'),
  surname: line(100),
  name: line(100),
  patronymic: line(100),
  phone: line(30).refine((value) => /^\+?[\d\s()-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, '')), 'invalidPhone'),
  email: line(254).transform(canonicalEmail).pipe(z.string().regex(EMAIL_PATTERN, 'invalidEmail')),
  organization: line(200),
  dolgnost: line(200),
  inn: line(12).refine(isValidInn, 'invalidInn'),
  profile: line(500),
  target: line(1000),
  production: line(1000),
  ploshadka: z.enum(['true', 'false'], { error: 'chooseAnswer' }),
  mail_agree: z.boolean(),
  comment: z
    .string()
    .trim()
    .max(2000, 'tooLong')
    .refine((value) => !hasControlCharacters(value.replace(/[\r\n\t]/g, '')), 'controlCharacters'),
});

export type RegistrationFormValues = z.input<typeof registrationFormSchema>;
export type RegistrationInput = z.output<typeof registrationFormSchema>;

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
  'target',
  'production',
  'ploshadka',
  'mail_agree',
  'comment',
] as const satisfies readonly (keyof RegistrationFormValues)[];
