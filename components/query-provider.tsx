'use client';

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: false } },
  });
}

/** The browser's one client, created on first use, so every provider in the tab shares one cache. */
let browserClient: QueryClient | undefined;

/**
 * The react-query client for this render: in the browser one per tab, created on first use, so several providers
 * (one per island that talks to the API) share the cache and each other's invalidations; on the server a fresh one per
 * render, so no user's data outlives the request that fetched it.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * Server state (the user, lists) for the client islands inside it; every such provider uses the tab's one client. Inside
 * another provider (an island within an island, or a test's own client) it keeps the client it is given.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? getQueryClient());
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
