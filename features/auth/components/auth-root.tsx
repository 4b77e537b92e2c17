'use client';

import '@/components/form/form.css';
import './auth.css';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { type ModalId, useUiStore } from '@/components/ui-store';
import { AuthInitializer } from './auth-initializer';
import { AuthNotice } from './auth-notice';
import { LoginIntentOpener } from './login-intent';

/**
 * The accounts modals, each loaded when it is first opened: their forms, validation schemas and form library are not
 * part of every page's first-load JavaScript (docs/decisions/024-cached-pages-and-api.md).
 */
const MODALS: Partial<Record<ModalId, ComponentType>> = {
  login: dynamic(() => import('./login-modal').then((m) => m.LoginModal), { ssr: false }),
  register: dynamic(() => import('./register-modal').then((m) => m.RegisterModal), { ssr: false }),
  registrationSuccess: dynamic(() => import('./registration-success-modal').then((m) => m.RegistrationSuccessModal), { ssr: false }),
  recovery: dynamic(() => import('./recovery-modal').then((m) => m.RecoveryModal), { ssr: false }),
  resetPassword: dynamic(() => import('./reset-password-modal').then((m) => m.ResetPasswordModal), { ssr: false }),
  changePassword: dynamic(() => import('./change-password-modal').then((m) => m.ChangePasswordModal), { ssr: false }),
};

function OpenAuthModal() {
  const modal = useUiStore((state) => state.modal);
  const Modal = modal ? MODALS[modal] : undefined;
  return Modal ? <Modal /> : null;
}

/** Mounted once by the site shell: the session initializer, the accounts modal that is open and their notice. */
export function AuthRoot() {
  return (
    <>
      <AuthInitializer />
      <LoginIntentOpener />
      <OpenAuthModal />
      <AuthNotice />
    </>
  );
}
