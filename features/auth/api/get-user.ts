import { useQuery } from '@tanstack/react-query';
import { getUserQueryOptions } from '@/components/account/current-user';
import { hasSession, useAuthStore } from '../stores/auth-store';

// The query itself is shared with the features that act on the account.
export { getUser, getUserQueryOptions, userQueryKey } from '@/components/account/current-user';

/** The user while a session exists; undefined for a guest. */
export function useUser() {
  const session = useAuthStore(hasSession);
  return useQuery(getUserQueryOptions(session));
}
