import 'server-only';
import { z } from 'zod';
import { deleteAccountSchema } from '@/lib/auth/schemas/account';
import { loginSchema } from '@/lib/auth/schemas/login';
import { AVATAR_TYPES } from '@/lib/auth/schemas/messages';
import { changePasswordSchema, recoverySchema, resetPasswordSchema } from '@/lib/auth/schemas/password';
import { profileUpdateSchema } from '@/lib/auth/schemas/profile';
import { registrationSchema } from '@/lib/auth/schemas/registration';
import { definePaths } from '../registry';
import { described, tokenPath } from '../results';

/** The investor's account (lib/server/auth): registration, confirmation, login, recovery and the profile. */
export const accountPaths = definePaths({
  '/auth/registration/email': {
    post: {
      tag: 'accounts',
      summary: 'Register an investor account',
      description: 'Creates the account and mails a confirmation link. Answers the new account and its bearer token.',
      access: 'public',
      body: { kind: 'form', schema: registrationSchema },
      answer: { kind: 'envelope', result: described },
      errors: [409, 413, 415, 422],
      limited: true,
    },
  },
  '/auth/verify/{token}': {
    post: { tag: 'accounts', summary: 'Confirm the account’s e-mail address', access: 'public', params: tokenPath, answer: { kind: 'envelope', result: described }, errors: [404, 422] },
  },
  '/auth/verify/resend': {
    post: {
      tag: 'accounts',
      summary: 'Send the confirmation link again',
      description: 'With a bearer token: to the caller’s own address (the body is ignored). Without one: to the `email` given, if it is an unconfirmed account (the answer is the same either way).',
      access: 'optional',
      body: { kind: 'form', schema: recoverySchema },
      answer: { kind: 'envelope', result: described },
      errors: [401, 409, 422],
      limited: true,
    },
  },
  '/auth/login/email': {
    post: {
      tag: 'accounts',
      summary: 'Log in with e-mail and password',
      description: 'Answers the account and a bearer token, and sets the portal’s session cookie. An account locks for a while after repeated failures.',
      access: 'public',
      body: { kind: 'form', schema: loginSchema },
      answer: { kind: 'envelope', result: described },
      errors: [413, 415, 422],
      limited: true,
    },
  },
  '/auth/logout': {
    get: { tag: 'accounts', summary: 'Log out: the token stops working and the session cookie is cleared', access: 'investor', answer: { kind: 'envelope', result: described } },
  },
  '/auth/password-recovery/email': {
    post: {
      tag: 'accounts',
      summary: 'Mail a password reset link',
      description: 'The answer is the same whether or not the address has an account.',
      access: 'public',
      body: { kind: 'form', schema: recoverySchema },
      answer: { kind: 'envelope', result: described },
      errors: [413, 415, 422],
      limited: true,
    },
  },
  '/auth/password-recovery/reset-password/{token}': {
    post: {
      tag: 'accounts',
      summary: 'Set a new password with the link’s token',
      access: 'public',
      params: tokenPath,
      body: { kind: 'form', schema: resetPasswordSchema },
      answer: { kind: 'envelope', result: described },
      errors: [404, 413, 415, 422],
    },
  },
  '/auth/email-change/{token}': {
    post: { tag: 'accounts', summary: 'Confirm a new login address with the link’s token', access: 'public', params: tokenPath, answer: { kind: 'envelope', result: described }, errors: [404, 409, 422] },
  },
  '/user/info': {
    get: { tag: 'profile', summary: 'The caller’s account', access: 'investor', answer: { kind: 'envelope', result: described } },
  },
  '/user/update': {
    post: {
      tag: 'profile',
      summary: 'Change the profile (only the fields sent change) and, in multipart, the photo',
      description: 'A new `email` is not changed at once: a confirmation link goes to the new address.',
      access: 'verified',
      body: { kind: 'upload', schema: profileUpdateSchema, files: { field: 'image', max: 1, types: AVATAR_TYPES } },
      answer: { kind: 'envelope', result: described },
      errors: [401, 403, 409, 413, 415, 422, 429],
    },
  },
  '/user/update/avatar': {
    delete: { tag: 'profile', summary: 'Remove the profile photo', access: 'verified', answer: { kind: 'envelope', result: described } },
  },
  '/user/avatar': {
    get: { tag: 'profile', summary: 'The caller’s profile photo', access: 'investor', answer: { kind: 'file', mediaType: 'image/*' }, errors: [404] },
  },
  '/user/change-password': {
    post: {
      tag: 'profile',
      summary: 'Change the password (other sessions end; a new token is answered)',
      access: 'verified',
      body: { kind: 'form', schema: changePasswordSchema },
      answer: { kind: 'envelope', result: described },
      errors: [413, 415, 422],
    },
  },
  '/user/email-change/cancel': {
    post: { tag: 'profile', summary: 'Withdraw a pending change of the login address', access: 'investor', answer: { kind: 'envelope', result: described } },
  },
  '/user/delete': {
    post: {
      tag: 'profile',
      summary: 'Delete the account (the password confirms it)',
      access: 'investor',
      body: { kind: 'form', schema: deleteAccountSchema },
      answer: { kind: 'envelope', result: z.object({}).loose() },
      errors: [413, 415, 422],
    },
  },
});
