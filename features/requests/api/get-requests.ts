import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { requestsQueryKey } from '@/components/account/requests-query-key';
import { REQUEST_LIST_LIMIT, type Paged, type RequestItem } from '@/lib/submissions/types';

/** GET /request/list?page&limit (bearer): the user's requests, newest first (spec §9: page 1, limit 15). */
export function getRequests(page = 1, limit = REQUEST_LIST_LIMIT): Promise<Paged<RequestItem>> {
  return browserApi().get<Paged<RequestItem>>('/request/list', { auth: 'required', params: { page, limit } });
}

export function getRequestsQueryOptions(page = 1, limit = REQUEST_LIST_LIMIT) {
  return queryOptions({
    queryKey: [...requestsQueryKey, page, limit] as const,
    queryFn: () => getRequests(page, limit),
    placeholderData: keepPreviousData,
  });
}

export function useRequests(page: number, limit = REQUEST_LIST_LIMIT) {
  return useQuery(getRequestsQueryOptions(page, limit));
}
