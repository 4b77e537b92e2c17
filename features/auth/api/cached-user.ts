import type { PortalUser } from '@/lib/auth/schemas/user';

/*
 * The tab's cached user (GET /user/info, the react-query cache the session, the cabinet and the account features share)
 * for the pages of the mailed account links, which otherwise load neither react-query nor the user query: both are
 * imported on the first call, after the page has loaded.
 */
async function userCache() {
  const [{ getQueryClient }, { getUserQueryOptions, userQueryKey }] = await Promise.all([
    import('@/components/query-provider'),
    import('@/components/account/current-user'),
  ]);
  return { client: getQueryClient(), options: getUserQueryOptions(true), userQueryKey };
}

/** The logged-in user: the cached one while fresh, else asked again. */
export async function fetchCachedUser(): Promise<PortalUser> {
  const { client, options } = await userCache();
  return client.fetchQuery(options);
}

/** After the account changed (its address confirmed or replaced): the cached user is refetched wherever it is shown. */
export async function refreshCachedUser(): Promise<void> {
  const { client, userQueryKey } = await userCache();
  await client.invalidateQueries({ queryKey: userQueryKey });
}
