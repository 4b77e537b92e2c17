import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUiStore } from '@/components/ui-store';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/browser';
import { useAuthStore } from '../stores/auth-store';
import { userQueryKey } from './get-user';

/** GET /auth/logout (bearer): the server revokes the token and clears the session cookie. */
export function logoutRequest(): Promise<unknown> {
  return browserApi().get('/auth/logout', { auth: 'required' });
}

/** Clears every trace of the session in this tab (storage, store, cached user). */
export function forgetSession(queryClient: ReturnType<typeof useQueryClient>): void {
  useAuthStore.getState().clear();
  queryClient.removeQueries({ queryKey: userQueryKey });
  useUiStore.getState().setLoggedIn(false);
}

/** Logout (spec §4): the server call's errors are only logged; then token, user and loggedIn go and the visitor lands on /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    await logoutRequest().catch((error: unknown) => console.error('logout failed', error));
    forgetSession(queryClient);
    useUiStore.getState().closeMenu();
    router.push('/');
  }, [queryClient, router]);
}
