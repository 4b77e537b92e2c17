/**
 * The prefix of every page of the investor's request list (the cabinet's Projects tab): invalidate it when something the
 * list shows changes (a new request, a saved passport). Shared here, not through the requests feature's index, so that a
 * page importing the key does not load that feature's components.
 */
export const requestsQueryKey = ['requests', 'list'] as const;
