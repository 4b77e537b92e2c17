'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { useAuthStore } from '../stores/auth-store';

/** /verification/verify: «Your account has been verified» (spec §8), with the way on. */
export function VerifiedView() {
  const t = useTranslations('auth.verify');
  const loggedIn = useAuthStore((state) => Boolean(state.token));
  return (
    <div className="verify-view" data-testid="verified">
      <p role="status">{t('verified')}</p>
      <p>{loggedIn ? <Link href={routePath('profile')}>{t('toProfile')}</Link> : t('loginHint')}</p>
    </div>
  );
}
