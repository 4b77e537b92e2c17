'use client';

import './auth.css';
import { withPageMessages } from '@/components/i18n/with-page-messages';
import { browserOnly } from '@/components/lazy/browser-only';
import { lazyNamedModal } from '@/components/modal/lazy-named-modal';

/**
 * The accounts modals, each loaded when it is first opened: their forms, validation schemas and form library are not
 * part of every page's first-load JavaScript (docs/decisions/024-cached-pages-and-api.md), nor is next-intl's client:
 * each brings its provider, with the messages the site shell wrote into the page (withPageMessages).
 */
const MODALS = [
  lazyNamedModal('login', withPageMessages(() => import('./login-modal').then((m) => m.LoginModal))),
  lazyNamedModal('register', withPageMessages(() => import('./register-modal').then((m) => m.RegisterModal))),
  lazyNamedModal('registrationSuccess', withPageMessages(() => import('./registration-success-modal').then((m) => m.RegistrationSuccessModal))),
  lazyNamedModal('recovery', withPageMessages(() => import('./recovery-modal').then((m) => m.RecoveryModal))),
  lazyNamedModal('resetPassword', withPageMessages(() => import('./reset-password-modal').then((m) => m.ResetPasswordModal))),
  lazyNamedModal('changePassword', withPageMessages(() => import('./change-password-modal').then((m) => m.ChangePasswordModal))),
];

/**
 * The session initializer, the login intent and the notice, loaded after the page is interactive: until the session is
 * resumed the ui store says «logged out», as it did before the initializer's own asynchronous hydrate finished.
 */
const AuthSession = browserOnly(withPageMessages(() => import('./auth-session').then((m) => m.AuthSession)));

/** Mounted once by the site shell: the session's islands and the accounts modal that is open. */
export function AuthRoot() {
  return (
    <>
      <AuthSession />
      {MODALS.map((Modal) => (
        <Modal key={Modal.displayName} />
      ))}
    </>
  );
}
