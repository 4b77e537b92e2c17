import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { useAuthStore } from '../stores/auth-store';

/** GET /user/info (bearer): the logged-in user. */
export function getUser(): Promise<PortalUser> {
  return browserApi().get<PortalUser>('/user/info', { auth: 'required' });
}

export const userQueryKey = ['auth', 'user'] as const;

export function getUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...userQueryKey, token ? 'token' : 'guest'] as const,
    queryFn: getUser,
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
}

/** The user while a token is stored; undefined for a guest. */
export function useUser() {
  const token = useAuthStore((state) => state.token);
  return useQuery(getUserQueryOptions(token));
}
