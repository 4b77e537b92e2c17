import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import { AUTH_MESSAGES as M } from './messages';
import { changePasswordFormSchema, resetPasswordFormSchema, tokenFromRouteParam } from './password';
import { profileUpdateSchema } from './profile';
import { registrationFormSchema, registrationSchema } from './registration';

const valid = { name: 'Иван', surname: 'Петров', phone: '+7 (391) 200-00-00', email: ' Ivan@Example.ORG ', password: 'password-1' };
const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the shared account schemas (API and forms)', () => {
  it('registration: trims and lower-cases the e-mail; §5 rules with the API messages', () => {
    expect(registrationSchema.parse(valid).email).toBe('ivan@example.org');
    expect(firstError(registrationSchema.safeParse({ ...valid, password: 'short' }), 'password')).toBe(M.passwordLength);
    expect(firstError(registrationSchema.safeParse({ ...valid, password: '' }), 'password')).toBe(M.required);
    expect(firstError(registrationSchema.safeParse({ ...valid, email: 'nope' }), 'email')).toBe(M.invalidEmail);
    expect(firstError(registrationSchema.safeParse({ ...valid, phone: '123' }), 'phone')).toBe(M.invalidPhone);
    expect(firstError(registrationSchema.safeParse({ ...valid, name: '   ' }), 'name')).toBe(M.required);
  });

  it('the registration form: equal confirmation and the 152-FZ consent', () => {
    const form = { ...valid, passwordConfirm: 'password-1', consent: true };
    expect(registrationFormSchema.safeParse(form).success).toBe(true);
    expect(firstError(registrationFormSchema.safeParse({ ...form, passwordConfirm: 'other-pass' }), 'passwordConfirm')).toBe(M.passwordMismatch);
    expect(firstError(registrationFormSchema.safeParse({ ...form, consent: false }), 'consent')).toBe(M.consentRequired);
  });

  it('login: `session` accepts form booleans and defaults to false', () => {
    expect(loginSchema.parse({ email: 'a@b.org', password: 'password-1' }).session).toBe(false);
    expect(loginSchema.parse({ email: 'a@b.org', password: 'password-1', session: 'true' }).session).toBe(true);
    expect(loginSchema.parse({ email: 'a@b.org', password: 'password-1', session: '0' }).session).toBe(false);
    expect(loginSchema.parse({ email: 'a@b.org', password: 'password-1', session: true }).session).toBe(true);
  });

  it('reset and change: at least 8, confirmation equal', () => {
    expect(firstError(resetPasswordFormSchema.safeParse({ password: 'password-1', passwordConfirm: 'password-2' }), 'passwordConfirm')).toBe(M.passwordMismatch);
    expect(firstError(changePasswordFormSchema.safeParse({ oldPassword: '', password: 'password-1', passwordConfirm: 'password-1' }), 'oldPassword')).toBe(M.required);
  });

  it('profile update: only sent fields; required ones cannot be emptied, optional ones can', () => {
    expect(profileUpdateSchema.parse({ company: '' })).toEqual({ company: '' });
    expect(firstError(profileUpdateSchema.safeParse({ surname: '' }), 'surname')).toBe(M.required);
  });

  it('the reset token is the part of the route parameter after "=" (spec §3)', () => {
    expect(tokenFromRouteParam('token=abc123')).toBe('abc123');
    expect(tokenFromRouteParam('token%3Dabc123')).toBe('abc123');
    expect(tokenFromRouteParam('abc123')).toBe('abc123');
  });
});
