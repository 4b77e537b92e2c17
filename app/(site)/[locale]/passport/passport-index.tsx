'use client';

import { AuthGuard } from '@/features/auth/components/auth-guard';
import { PassportPicker } from '@/features/requests/components/passport-picker';

/** /passport without an id: pick one of the user's requests (a guest is sent to log in, like /profile). */
export function PassportIndex() {
  return <AuthGuard>{() => <PassportPicker />}</AuthGuard>;
}
