'use client';

import { useEffect } from 'react';
import { useUiStore } from '@/components/ui-store';
import { usePathname } from '@/i18n/navigation';
import { LOGIN_PARAM, safeReturnPath } from '@/lib/login-return';
import { hasSession, useAuthStore } from '../stores/auth-store';

/**
 * Opens the login modal when a login was asked for: by `?login=<path>` (a guest sent home by the `auth`
 * guard, proxy.ts) or by the store's `loginIntent` (after a password reset). The parameter leaves the
 * address bar at once; the intent is dropped when the modal closes without a login.
 */
export function LoginIntentOpener() {
  const pathname = usePathname();
  const ready = useAuthStore((state) => state.ready);
  const session = useAuthStore(hasSession);
  const intent = useAuthStore((state) => state.loginIntent);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(LOGIN_PARAM)) return;
    const returnTo = safeReturnPath(url.searchParams.get(LOGIN_PARAM));
    url.searchParams.delete(LOGIN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    useAuthStore.getState().setLoginIntent({ reason: 'guarded', returnTo });
  }, [pathname]);

  useEffect(() => {
    if (!ready || !intent) return;
    if (session) {
      useAuthStore.getState().setLoginIntent(null);
      return;
    }
    // Not on the page being navigated to yet: opening here would be closed by that navigation (and drop the intent).
    if (intent.openAt && intent.openAt !== pathname) return;
    // After this commit's effects: the shell closes every modal when a page mounts (close-on-navigation).
    const timer = window.setTimeout(() => useUiStore.getState().openModal('login'), 0);
    return () => window.clearTimeout(timer);
  }, [ready, session, intent, pathname]);

  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (previous.modal === 'login' && state.modal === null && !hasSession(useAuthStore.getState())) {
          useAuthStore.getState().setLoginIntent(null);
        }
      }),
    [],
  );

  return null;
}
