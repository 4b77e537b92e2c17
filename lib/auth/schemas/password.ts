import { z } from 'zod';
import { emailField, passwordField } from './fields';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from './messages';
import { decodeOrKeep } from '@/lib/decode';

/** POST /auth/password-recovery/email. */
export const recoverySchema = z.object({ email: emailField });
export type RecoveryInput = z.input<typeof recoverySchema>;

/** POST /auth/password-recovery/reset-password/{token}. */
export const resetPasswordSchema = z.object({ password: passwordField });

/** The new-password form after the mailed link: password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: passwordField, passwordConfirm: z.string().min(1, M.required) })
  .refine((data) => data.password === data.passwordConfirm, { path: ['passwordConfirm'], message: M.passwordMismatch });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** POST /user/change-password (spec §7): current_password, new_password. */
export const changePasswordSchema = z
  .object({ current_password: passwordField, new_password: passwordField })
  .refine((data) => data.current_password !== data.new_password, { path: ['new_password'], message: A.samePassword });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The cabinet's form (spec §3): oldPassword, password and the confirmation. */
export const changePasswordFormSchema = z
  .object({ oldPassword: passwordField, password: passwordField, passwordConfirm: z.string().min(1, M.required) })
  .refine((data) => data.password === data.passwordConfirm, { path: ['passwordConfirm'], message: M.passwordMismatch })
  .refine((data) => data.password !== data.oldPassword, { path: ['password'], message: A.samePassword });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** The mailed link is /reset-password/token={token}: the token is the part of the route parameter after '=' (spec §3). */
export function tokenFromRouteParam(param: string): string {
  const decoded = decodeOrKeep(param);
  const index = decoded.indexOf('=');
  return index >= 0 ? decoded.slice(index + 1) : decoded;
}
