'use client';

import { useTranslations } from 'next-intl';
import { MENU_IDS } from '@/components/layout/menu-groups';
import { returnFocus, useDismiss } from '@/components/layout/use-dismiss';
import { useUiStore } from '@/components/ui-store';
import { Link } from '@/i18n/navigation';
import { PROFILE_TABS, routePath } from '@/lib/routes';

/** The secondary account menu that the profile button opens on narrow screens. */
export function AccountMenu() {
  const t = useTranslations('layout.profile');
  const loggedIn = useUiStore((state) => state.loggedIn);
  const open = useUiStore((state) => state.menu === 'account');
  const closeMenu = useUiStore((state) => state.closeMenu);
  const setLoggedIn = useUiStore((state) => state.setLoggedIn);
  useDismiss(open, [MENU_IDS.account, MENU_IDS.profileButton], (reason) => {
    closeMenu();
    returnFocus(MENU_IDS.profileButton, reason);
  });

  const logout = () => {
    setLoggedIn(false);
    // The profile button re-renders as the guest's button with the same id: keep focus on it.
    requestAnimationFrame(() => document.getElementById(MENU_IDS.profileButton)?.focus());
  };

  if (!loggedIn) return null;
  return (
    <nav id={MENU_IDS.account} className="popover account-menu" aria-label={t('menuLabel')} data-testid="account-menu" hidden={!open}>
      <ul>
        {PROFILE_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={{ pathname: routePath('profile'), query: { tab } }}
              className="popover__item"
              onClick={closeMenu}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
        <li>
          {/* The accounts feature replaces this with the real logout (API call, token removal). */}
          <button type="button" className="popover__item" onClick={logout}>
            {t('logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
