'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUiStore } from '@/components/ui-store';
import { ApiError } from '@/lib/api/envelope';
import { getUserQueryOptions, userQueryKey } from '../api/get-user';
import { forgetSession, useLogout } from '../api/logout';
import { hasSession, useAuthStore } from '../stores/auth-store';
import { COOKIE_HINT_KEY, TOKEN_KEY } from '../stores/token-storage';

/**
 * On load (spec §4): reads the token (session storage first, then local storage; without one, the cookie of a
 * session-only login made in another tab), resumes the login and
 * fetches the user; errors are only logged, except a 401 (the token was revoked or expired), which ends
 * the session in this tab. Keeps the ui store's `loggedIn` in step, and turns the account menu's
 * "Log out" (which only flips `loggedIn`) into the real logout.
 */
export function AuthInitializer() {
  const queryClient = useQueryClient();
  const logout = useLogout();

  useEffect(() => {
    let cancelled = false;
    void useAuthStore
      .getState()
      .hydrate()
      .then((resumed) => {
        if (cancelled || !hasSession(useAuthStore.getState())) return;
        // A session resumed from the cookie has just fetched the user: keep it instead of asking again.
        if (resumed) queryClient.setQueryData([...userQueryKey, 'token'], resumed);
        useUiStore.getState().setLoggedIn(true);
        queryClient.fetchQuery(getUserQueryOptions(true)).catch((error: unknown) => {
          console.error('auth initialisation failed', error);
          if (error instanceof ApiError && error.status === 401) forgetSession(queryClient);
        });
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (previous.loggedIn && !state.loggedIn && hasSession(useAuthStore.getState())) void logout();
      }),
    [logout],
  );

  useEffect(() => {
    // A logout in another tab removes the remembered token: follow it here.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || event.newValue !== null) return;
      const { token, sessionOnly, cookieSession } = useAuthStore.getState();
      if (event.key === TOKEN_KEY && token && !sessionOnly) forgetSession(queryClient);
      // A resumed cookie session follows the logout of the tab that made it.
      if (event.key === COOKIE_HINT_KEY && cookieSession) forgetSession(queryClient);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  return null;
}
