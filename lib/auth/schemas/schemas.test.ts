import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import { canonicalEmail, emailField } from './fields';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from './messages';
import { changePasswordFormSchema, changePasswordSchema, resetPasswordFormSchema, tokenFromRouteParam } from './password';
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

  it('control characters in any text field are refused with their own message, never cut off', () => {
    expect(firstError(registrationSchema.safeParse({ ...valid, name: 'A\u0000B\u0007C' }), 'name')).toBe(A.controlCharacters);
    expect(firstError(profileUpdateSchema.safeParse({ company: 'X\u0085' }), 'company')).toBe(A.controlCharacters);
    expect(firstError(profileUpdateSchema.safeParse({ fathersName: 'a\tb' }), 'fathersName')).toBe(A.controlCharacters);
    expect(firstError(registrationSchema.safeParse({ ...valid, email: 'a\u0000@b.org' }), 'email')).toBe(A.controlCharacters);
    expect(firstError(registrationSchema.safeParse({ ...valid, password: 'password\u0000x' }), 'password')).toBe(A.controlCharacters);
    expect(registrationSchema.parse({ ...valid, name: 'Анна-Мария Д’Арк' }).name).toBe('Анна-Мария Д’Арк');
  });

  it('internationalized domains: one canonical ASCII form for both spellings', () => {
    expect(emailField.parse('a@пример.рф')).toBe('a@xn--e1afmkfd.xn--p1ai');
    expect(emailField.parse(' A@XN--E1AFMKFD.XN--P1AI ')).toBe('a@xn--e1afmkfd.xn--p1ai');
    expect(emailField.parse('Иван@Пример.РФ'.replace('Иван', 'ivan'))).toBe('ivan@xn--e1afmkfd.xn--p1ai');
    expect(canonicalEmail('user@bücher.de')).toBe('user@xn--bcher-kva.de');
    expect(emailField.safeParse('a@пример').success).toBe(false);
    expect(emailField.safeParse('a@exa mple.рф').success).toBe(false);
    expect(emailField.safeParse('иван@example.org').success).toBe(false);
    expect(emailField.safeParse('a..b@example.org').success).toBe(false);
  });

  it('change password: the new password must differ from the current one', () => {
    expect(firstError(changePasswordSchema.safeParse({ current_password: 'password-1', new_password: 'password-1' }), 'new_password')).toBe(A.samePassword);
    expect(changePasswordSchema.safeParse({ current_password: 'password-1', new_password: 'password-2' }).success).toBe(true);
    expect(firstError(changePasswordFormSchema.safeParse({ oldPassword: 'password-1', password: 'password-1', passwordConfirm: 'password-1' }), 'password')).toBe(A.samePassword);
  });

  it('the reset token is the part of the route parameter after "=" (spec §3)', () => {
    expect(tokenFromRouteParam('token=abc123')).toBe('abc123');
    expect(tokenFromRouteParam('token%3Dabc123')).toBe('abc123');
    expect(tokenFromRouteParam('abc123')).toBe('abc123');
  });
});
