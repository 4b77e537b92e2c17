'use client';

import { QueryProvider } from '@/components/query-provider';

import { AuthInitializer } from './auth-initializer';
import { AuthNotice } from './auth-notice';
import { LoginIntentOpener } from './login-intent';

/**
 * The session's islands: resuming the login and fetching the user, opening the login modal when one was asked for, and
 * the notice after a modal closes. They need the auth store, the API client and its envelope validation, so the
 * accounts root loads them after the page is interactive instead of in every page's first load.
 */
function AuthSessionContent() {
  return (
    <>
      <AuthInitializer />
      <LoginIntentOpener />
      <AuthNotice />
    </>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function AuthSession() {
  return (
    <QueryProvider>
      <AuthSessionContent />
    </QueryProvider>
  );
}
