'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/components/ui-store';
import { Link } from '@/i18n/navigation';
import { ROUTES } from '@/lib/routes';

/** The personal-area block's button: the cabinet for a logged-in investor, the login modal for a guest (per visitor, so on the client). */
export function PersonalAreaAction() {
  const t = useTranslations('blocks.personalArea');
  const loggedIn = useUiStore((state) => state.loggedIn);
  const openModal = useUiStore((state) => state.openModal);
  if (loggedIn) {
    return (
      <Link href={ROUTES.profile.path} className="button">
        {t('open')}
      </Link>
    );
  }
  return (
    <button type="button" className="button" aria-haspopup="dialog" onClick={() => openModal('login')}>
      {t('login')}
    </button>
  );
}
