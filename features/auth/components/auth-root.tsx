'use client';

import '@/components/form/form.css';
import './auth.css';
import { AuthInitializer } from './auth-initializer';
import { AuthNotice } from './auth-notice';
import { LoginIntentOpener } from './login-intent';
import { ChangePasswordModal } from './change-password-modal';
import { LoginModal } from './login-modal';
import { RecoveryModal } from './recovery-modal';
import { RegisterModal } from './register-modal';
import { RegistrationSuccessModal } from './registration-success-modal';
import { ResetPasswordModal } from './reset-password-modal';

/** Mounted once by the site shell: the session initializer, the accounts modals and their notice. */
export function AuthRoot() {
  return (
    <>
      <AuthInitializer />
      <LoginIntentOpener />
      <LoginModal />
      <RegisterModal />
      <RegistrationSuccessModal />
      <RecoveryModal />
      <ResetPasswordModal />
      <ChangePasswordModal />
      <AuthNotice />
    </>
  );
}
