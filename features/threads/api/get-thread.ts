import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { ThreadKind, ThreadMessage } from '@/lib/submissions/types';

/** The prefix of every thread's query: `[...threadsQueryKey, kind, id]`. */
export const threadsQueryKey = ['threads'] as const;

export const threadQueryKey = (kind: ThreadKind, id: number) => [...threadsQueryKey, kind, id] as const;

/** GET /request/{id}/thread or GET /message/{id}/thread (bearer): the whole thread of the user's item, oldest first. */
export function getThread(kind: ThreadKind, id: number): Promise<{ items: ThreadMessage[] }> {
  return browserApi().get<{ items: ThreadMessage[] }>(`/${kind}/${id}/thread`, { auth: 'required' });
}

export function getThreadQueryOptions(kind: ThreadKind, id: number) {
  return queryOptions({ queryKey: threadQueryKey(kind, id), queryFn: () => getThread(kind, id) });
}

export function useThread(kind: ThreadKind, id: number, enabled: boolean) {
  return useQuery({ ...getThreadQueryOptions(kind, id), enabled });
}
