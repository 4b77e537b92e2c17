import { queryOptions, useQuery } from '@tanstack/react-query';
import { useUiStore } from '@/components/ui-store';
import { browserApi } from '@/lib/api/browser';
import type { PortalUser } from '@/lib/auth/schemas/user';

/** GET /user/info (bearer): the logged-in user. */
export function getUser(): Promise<PortalUser> {
  return browserApi().get<PortalUser>('/user/info', { auth: 'required' });
}

export const userQueryKey = ['auth', 'user'] as const;

/** `session`: whether this tab has a session (a token, or the resumed cookie session). */
export function getUserQueryOptions(session: boolean) {
  return queryOptions({
    queryKey: [...userQueryKey, session ? 'token' : 'guest'] as const,
    queryFn: getUser,
    enabled: session,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The logged-in user for the features that act on the account (projects, appeals, passport, favourites): the same
 * query as the auth feature's, keyed by the ui store's `loggedIn`, which auth keeps in step with the session.
 * Undefined data for a guest.
 */
export function useCurrentUser() {
  const loggedIn = useUiStore((state) => state.loggedIn);
  return useQuery(getUserQueryOptions(loggedIn));
}
