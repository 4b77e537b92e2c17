'use client';

import { QueryProvider } from '@/components/query-provider';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { useUiStore } from '@/components/ui-store';
import { useUser } from '../api/get-user';
import { hasSession, useAuthStore } from '../stores/auth-store';

/**
 * This tab's record that the mailed link was just accepted (POST /auth/verify/{token} answered success): set by
 * /verification/{token} before it goes on to /verification/verify, kept for the tab's session.
 */
const JUST_VERIFIED_KEY = 'email-just-verified';

export function rememberJustVerified() {
  try {
    window.sessionStorage.setItem(JUST_VERIFIED_KEY, '1');
  } catch {
    // Storage refused (private mode): the page then shows the neutral text, never a false success.
  }
}

function readJustVerified(): boolean {
  try {
    return window.sessionStorage.getItem(JUST_VERIFIED_KEY) === '1';
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};

/**
 * /verification/verify: «Your account has been verified» (spec §8) — said only when it is true: right after this tab
 * confirmed the mailed link, or for a logged-in user whose account is verified. Opened otherwise (no link, a bad one,
 * an old bookmark) it says how confirming works instead. Either way, the way on: the cabinet, or the login modal for a guest.
 */
function VerifiedViewContent() {
  const t = useTranslations('auth.verify');
  const loggedIn = useAuthStore(hasSession);
  const { data: user } = useUser();
  const justVerified = useSyncExternalStore(noSubscription, readJustVerified, () => false);
  const verified = justVerified || user?.verified === true;
  return (
    <div className="verify-view" data-testid={verified ? 'verified' : 'verify-pending'}>
      <p role="status">{verified ? t('verified') : t('pending')}</p>
      {loggedIn ? (
        <p>
          <Link href={routePath('profile')}>{t('toProfile')}</Link>
        </p>
      ) : (
        <div className="form__actions">
          <button type="button" className="button" onClick={() => useUiStore.getState().openModal('login')}>
            {t('login')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function VerifiedView() {
  return (
    <QueryProvider>
      <VerifiedViewContent />
    </QueryProvider>
  );
}
