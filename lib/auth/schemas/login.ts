import { z } from 'zod';
import { booleanField, emailField, passwordField } from './fields';

/** POST /auth/login/email (spec §3): `session` is true when "remember me" is unchecked. */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  session: booleanField.optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The login form has "remember me" instead of `session`. */
export const loginFormSchema = z.object({
  email: emailField,
  password: passwordField,
  remember: z.boolean(),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;
