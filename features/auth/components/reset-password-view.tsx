'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useUiStore } from '@/components/ui-store';
import { tokenFromRouteParam } from '@/lib/auth/schemas/password';
import { useAuthStore } from '../stores/auth-store';

/**
 * /reset-password/token={token}: keeps the token (the part of the route parameter after '=', spec §3)
 * and opens the new-password modal; the page offers to open it again if it was closed.
 */
export function ResetPasswordView({ param }: { param: string }) {
  const t = useTranslations('auth.reset');
  useEffect(() => {
    useAuthStore.getState().setResetToken(tokenFromRouteParam(param));
    // After this commit's effects: the shell closes every modal when a page mounts (close-on-navigation).
    const timer = window.setTimeout(() => useUiStore.getState().openModal('resetPassword'), 0);
    return () => window.clearTimeout(timer);
  }, [param]);
  return (
    <div className="verify-view">
      <p>{t('page')}</p>
      <div className="form__actions">
        <button type="button" className="button" onClick={() => useUiStore.getState().openModal('resetPassword')}>
          {t('open')}
        </button>
      </div>
    </div>
  );
}
