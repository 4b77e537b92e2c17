'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/envelope';
import { useUser } from '../api/get-user';
import { forgetSession } from '../api/logout';
import { safeReturnPath } from '@/lib/login-return';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { hasSession, useAuthStore } from '../stores/auth-store';

/**
 * The client half of the `auth` guard (proxy.ts is the other, on the session cookie): without a stored
 * session, or with one the server no longer accepts, the visitor goes to / with the login modal open (and comes
 * back after logging in); nothing private renders
 * before the user has been fetched.
 */
function useAuthGuard() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const ready = useAuthStore((state) => state.ready);
  const session = useAuthStore(hasSession);
  const user = useUser();
  const unauthorized = user.error instanceof ApiError && user.error.status === 401;

  useEffect(() => {
    if (!ready) void useAuthStore.getState().hydrate();
  }, [ready]);

  // A session that ends here (logout, account closed) just leaves; a guest, or a session the server refused, is asked to log in.
  const hadSession = useRef(false);
  useEffect(() => {
    if (!ready) return;
    if (unauthorized) forgetSession(queryClient);
    if (session && !unauthorized) {
      hadSession.current = true;
      return;
    }
    if (!hadSession.current || unauthorized) {
      // Home, with the login modal open and the way back to this page afterwards.
      const returnTo = safeReturnPath(`${window.location.pathname}${window.location.search}`);
      useAuthStore.getState().setLoginIntent({ reason: 'guarded', returnTo });
    }
    router.replace('/');
  }, [ready, session, unauthorized, queryClient, router]);

  return { allowed: ready && session && !unauthorized, user };
}

export function AuthGuard({ children }: { children: (user: PortalUser) => ReactNode }) {
  const t = useTranslations('auth.common');
  const { allowed, user } = useAuthGuard();
  if (!allowed) return null;
  if (user.data) return <>{children(user.data)}</>;
  if (user.isError) {
    return (
      <p role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="button button--link" onClick={() => void user.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return (
    <p role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}
