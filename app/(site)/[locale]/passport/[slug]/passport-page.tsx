'use client';

import { QueryProvider } from '@/components/query-provider';

import { AuthGuard } from '@/features/auth/components/auth-guard';
import { PassportView } from '@/features/passport/components/passport-view';

/** The passport behind the auth guard (a guest is sent to log in and comes back). */
function PassportPageContent({ requestId }: { requestId: number }) {
  return <AuthGuard>{() => <PassportView requestId={requestId} />}</AuthGuard>;
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function PassportPage(props: { requestId: number }) {
  return (
    <QueryProvider>
      <PassportPageContent {...props} />
    </QueryProvider>
  );
}
