import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { Passport } from '@/lib/submissions/types';

export const passportQueryKey = (requestId: number) => ['passport', requestId] as const;

/** GET /request/{id}/passport (bearer): the passport of one of the user's requests (every field null before the first save). */
export function getPassport(requestId: number): Promise<Passport> {
  return browserApi().get<Passport>(`/request/${requestId}/passport`, { auth: 'required' });
}

export function getPassportQueryOptions(requestId: number) {
  return queryOptions({ queryKey: passportQueryKey(requestId), queryFn: () => getPassport(requestId), retry: false });
}

export function usePassport(requestId: number) {
  return useQuery(getPassportQueryOptions(requestId));
}
