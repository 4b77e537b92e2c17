import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { Appeal, Paged } from '@/lib/submissions/types';

export const APPEAL_LIST_LIMIT = 10;
export const appealsQueryKey = ['appeals', 'list'] as const;

/** GET /message/list?page&limit (bearer; our addition): the user's appeals, newest first. */
export function getAppeals(page = 1, limit = APPEAL_LIST_LIMIT): Promise<Paged<Appeal>> {
  return browserApi().get<Paged<Appeal>>('/message/list', { auth: 'required', params: { page, limit } });
}

export function getAppealsQueryOptions(page = 1, limit = APPEAL_LIST_LIMIT) {
  return queryOptions({ queryKey: [...appealsQueryKey, page, limit] as const, queryFn: () => getAppeals(page, limit), placeholderData: keepPreviousData });
}

export function useAppeals(page: number) {
  return useQuery(getAppealsQueryOptions(page));
}
