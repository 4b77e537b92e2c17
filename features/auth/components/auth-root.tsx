'use client';

import '@/components/form/form.css';
import './auth.css';
import { lazyNamedModal } from '@/components/modal/lazy-named-modal';
import { AuthInitializer } from './auth-initializer';
import { AuthNotice } from './auth-notice';
import { LoginIntentOpener } from './login-intent';

/**
 * The accounts modals, each loaded when it is first opened: their forms, validation schemas and form library are not
 * part of every page's first-load JavaScript (docs/decisions/024-cached-pages-and-api.md).
 */
const MODALS = [
  lazyNamedModal('login', () => import('./login-modal').then((m) => m.LoginModal)),
  lazyNamedModal('register', () => import('./register-modal').then((m) => m.RegisterModal)),
  lazyNamedModal('registrationSuccess', () => import('./registration-success-modal').then((m) => m.RegistrationSuccessModal)),
  lazyNamedModal('recovery', () => import('./recovery-modal').then((m) => m.RecoveryModal)),
  lazyNamedModal('resetPassword', () => import('./reset-password-modal').then((m) => m.ResetPasswordModal)),
  lazyNamedModal('changePassword', () => import('./change-password-modal').then((m) => m.ChangePasswordModal)),
];

/** Mounted once by the site shell: the session initializer, the accounts modal that is open and their notice. */
export function AuthRoot() {
  return (
    <>
      <AuthInitializer />
      <LoginIntentOpener />
      {MODALS.map((Modal) => (
        <Modal key={Modal.displayName} />
      ))}
      <AuthNotice />
    </>
  );
}
