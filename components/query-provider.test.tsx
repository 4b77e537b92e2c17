import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getQueryClient, QueryProvider } from '@/components/query-provider';

function ClientProbe({ onClient }: { onClient: (client: unknown) => void }) {
  onClient(useQueryClient());
  return null;
}

describe('QueryProvider', () => {
  it('gives every provider in the tab the same client, so islands share cache and invalidations', () => {
    const seen: unknown[] = [];
    render(
      <>
        <QueryProvider>
          <ClientProbe onClient={(client) => seen.push(client)} />
        </QueryProvider>
        <QueryProvider>
          <ClientProbe onClient={(client) => seen.push(client)} />
        </QueryProvider>
      </>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toBe(getQueryClient());
  });

  it('inside another provider keeps the client it is given', () => {
    const outer = new QueryClient();
    const seen: unknown[] = [];
    render(
      <QueryClientProvider client={outer}>
        <QueryProvider>
          <ClientProbe onClient={(client) => seen.push(client)} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe(outer);
  });

  it('keeps the portal defaults: no refetch on window focus, one retry for queries, none for mutations', () => {
    const defaults = getQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(1);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
