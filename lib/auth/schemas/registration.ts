import { z } from 'zod';
import { consentField, emailField, passwordField, phoneField, requiredText } from './fields';
import { AUTH_MESSAGES as M } from './messages';

/** POST /auth/registration/email (spec §3): name, surname, phone, email, password. */
export const registrationSchema = z.object({
  name: requiredText(),
  surname: requiredText(),
  phone: phoneField,
  email: emailField,
  password: passwordField,
  /** The portal sends the 152-FZ consent; the API records when it was given. */
  consent: z.union([z.boolean(), z.string()]).optional(),
});
export type RegistrationInput = z.input<typeof registrationSchema>;

/** The registration form: the payload plus the confirmation and the 152-FZ consent (spec §5). */
export const registrationFormSchema = registrationSchema
  .extend({
    passwordConfirm: z.string().min(1, M.required),
    consent: consentField,
  })
  .refine((data) => data.password === data.passwordConfirm, { path: ['passwordConfirm'], message: M.passwordMismatch });
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;
