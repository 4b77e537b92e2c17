import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { SavedSearchKind } from '@/lib/saved-searches/schemas';
import { unsubscribeKey } from './keys';

export type UnsubscribeView = { name: string; kind: SavedSearchKind; unsubscribed: boolean };

const path = (token: string) => `/saved-search/unsubscribe/${encodeURIComponent(token)}`;

/** GET /saved-search/unsubscribe/{token} (no login): which search the link stops; changes nothing. */
export function getUnsubscribeView(token: string): Promise<UnsubscribeView> {
  return browserApi().get<UnsubscribeView>(path(token));
}

export function useUnsubscribeView(token: string) {
  return useQuery({ queryKey: unsubscribeKey(token), queryFn: () => getUnsubscribeView(token), retry: false });
}

/** POST /saved-search/unsubscribe/{token} (no login): stops the search's alerts. */
export function unsubscribe(token: string): Promise<UnsubscribeView> {
  return browserApi().post<UnsubscribeView>(path(token));
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => unsubscribe(token), onSuccess: (view) => queryClient.setQueryData(unsubscribeKey(token), view) });
}
