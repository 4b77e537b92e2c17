import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { hasSession, useAuthStore } from '../stores/auth-store';

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

/** The user while a session exists; undefined for a guest. */
export function useUser() {
  const session = useAuthStore(hasSession);
  return useQuery(getUserQueryOptions(session));
}
