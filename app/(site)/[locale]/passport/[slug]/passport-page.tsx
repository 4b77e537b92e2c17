'use client';

import { AuthGuard } from '@/features/auth/components/auth-guard';
import { PassportView } from '@/features/passport/components/passport-view';

/** The passport behind the auth guard (a guest is sent to log in and comes back). */
export function PassportPage({ requestId }: { requestId: number }) {
  return <AuthGuard>{() => <PassportView requestId={requestId} />}</AuthGuard>;
}
