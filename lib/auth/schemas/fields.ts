import { z } from 'zod';
import { AUTH_MESSAGES as M, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './messages';

/** Field schemas shared by the accounts API and the portal's forms. Messages are the API's (messages.ts). */

export const requiredText = (max = NAME_MAX) => z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong);

export const optionalText = (max = NAME_MAX) => z.string({ error: M.required }).trim().max(max, M.tooLong);

export const emailField = z
  .string({ error: M.required })
  .trim()
  .toLowerCase()
  .min(1, M.required)
  .max(254, M.tooLong)
  .pipe(z.email({ error: M.invalidEmail }));

/** Digits with an optional leading +, spaces, brackets and dashes; 10 to 15 digits in all. */
export const phoneField = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(30, M.tooLong)
  .refine((value) => /^\+?[\d\s()-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, '')), M.invalidPhone);

/** A new password: at least 8 characters (spec §5, §9). */
export const passwordField = z
  .string({ error: M.required })
  .min(1, M.required)
  .min(PASSWORD_MIN, M.passwordLength)
  .max(PASSWORD_MAX, M.tooLong);

/** HTML forms send booleans as text. */
export const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');
