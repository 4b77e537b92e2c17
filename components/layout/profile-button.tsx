'use client';

import Link from 'next/link';
import { isWideForProfileLink } from '@/components/layout/breakpoints';
import { UserIcon } from '@/components/layout/icons';
import { MENU_IDS } from '@/components/layout/menu-groups';
import { useUiStore } from '@/components/ui-store';

/**
 * Guest: opens the login modal. Logged in: a link to /profile above 660 px, and at or below 660 px
 * a button that opens the account menu. Its labels and the cabinet's address (in the page's language) come from the
 * header, a server component.
 */
export function ProfileButton({ loginLabel, cabinetLabel, profileHref }: { loginLabel: string; cabinetLabel: string; profileHref: string }) {
  const loggedIn = useUiStore((state) => state.loggedIn);
  const width = useUiStore((state) => state.windowWidth);
  const accountMenuOpen = useUiStore((state) => state.menu === 'account');
  const openModal = useUiStore((state) => state.openModal);
  const toggleMenu = useUiStore((state) => state.toggleMenu);
  const common = { id: MENU_IDS.profileButton, className: 'header-button profile-button', 'data-testid': 'profile-button' };

  if (!loggedIn) {
    return (
      <button type="button" {...common} aria-haspopup="dialog" onClick={() => openModal('login')}>
        <UserIcon />
        <span className="header-button__label">{loginLabel}</span>
      </button>
    );
  }
  if (width === null || isWideForProfileLink(width)) {
    return (
      <Link href={profileHref} {...common}>
        <UserIcon />
        <span className="header-button__label">{cabinetLabel}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      {...common}
      aria-expanded={accountMenuOpen}
      aria-controls={MENU_IDS.account}
      onClick={() => toggleMenu('account')}
    >
      <UserIcon />
      <span className="header-button__label">{cabinetLabel}</span>
    </button>
  );
}
