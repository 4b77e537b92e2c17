'use client';

import { AuthInitializer } from './auth-initializer';
import { AuthNotice } from './auth-notice';
import { LoginIntentOpener } from './login-intent';

/**
 * The session's islands: resuming the login and fetching the user, opening the login modal when one was asked for, and
 * the notice after a modal closes. They need the auth store, the API client and its envelope validation, so the
 * accounts root loads them after the page is interactive instead of in every page's first load.
 */
export function AuthSession() {
  return (
    <>
      <AuthInitializer />
      <LoginIntentOpener />
      <AuthNotice />
    </>
  );
}
