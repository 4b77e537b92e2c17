'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUiStore } from '@/components/ui-store';
import { ApiError } from '@/lib/api/envelope';
import { getUserQueryOptions } from '../api/get-user';
import { forgetSession, useLogout } from '../api/logout';
import { useAuthStore } from '../stores/auth-store';
import { TOKEN_KEY } from '../stores/token-storage';

/**
 * On load (spec §4): reads the token (session storage first, then local storage), resumes the login and
 * fetches the user; errors are only logged, except a 401 (the token was revoked or expired), which ends
 * the session in this tab. Keeps the ui store's `loggedIn` in step, and turns the account menu's
 * "Log out" (which only flips `loggedIn`) into the real logout.
 */
export function AuthInitializer() {
  const queryClient = useQueryClient();
  const logout = useLogout();

  useEffect(() => {
    const store = useAuthStore.getState();
    if (!store.ready) store.hydrate();
    const { token } = useAuthStore.getState();
    if (!token) return;
    useUiStore.getState().setLoggedIn(true);
    queryClient.fetchQuery(getUserQueryOptions(token)).catch((error: unknown) => {
      console.error('auth initialisation failed', error);
      if (error instanceof ApiError && error.status === 401) forgetSession(queryClient);
    });
  }, [queryClient]);

  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (previous.loggedIn && !state.loggedIn && useAuthStore.getState().token) void logout();
      }),
    [logout],
  );

  useEffect(() => {
    // A logout in another tab removes the remembered token: follow it here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY && event.storageArea === window.localStorage && event.newValue === null) {
        const { token, sessionOnly } = useAuthStore.getState();
        if (token && !sessionOnly) forgetSession(queryClient);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  return null;
}
