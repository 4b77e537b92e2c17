'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { useUiStore } from '@/components/ui-store';
import { hasSession, useAuthStore } from '../stores/auth-store';

/** /verification/verify: «Your account has been verified» (spec §8), with the way on: the cabinet, or the login modal for a guest. */
export function VerifiedView() {
  const t = useTranslations('auth.verify');
  const loggedIn = useAuthStore(hasSession);
  return (
    <div className="verify-view" data-testid="verified">
      <p role="status">{t('verified')}</p>
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
