'use client';

import { QueryProvider } from '@/components/query-provider';

import { AuthGuard } from '@/features/auth/components/auth-guard';
import { PassportPicker } from '@/features/requests/components/passport-picker';

/** /passport without an id: pick one of the user's requests (a guest is sent to log in, like /profile). */
function PassportIndexContent() {
  return <AuthGuard>{() => <PassportPicker />}</AuthGuard>;
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function PassportIndex() {
  return (
    <QueryProvider>
      <PassportIndexContent />
    </QueryProvider>
  );
}
