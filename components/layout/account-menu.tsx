'use client';

import Link from 'next/link';
import { MENU_IDS } from '@/components/layout/menu-groups';
import { returnFocus, useDismiss } from '@/components/layout/use-dismiss';
import { useUiStore } from '@/components/ui-store';

/** One entry of the account menu: a tab of the cabinet, its address in the page's language and its name. */
export type AccountMenuLink = { key: string; href: string; label: string };

/**
 * The secondary account menu that the profile button opens on narrow screens. Its label, links and the logout's text
 * come from the header, a server component.
 */
export function AccountMenu({ label, links, logoutLabel }: { label: string; links: readonly AccountMenuLink[]; logoutLabel: string }) {
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
    <nav id={MENU_IDS.account} className="popover account-menu" aria-label={label} data-testid="account-menu" hidden={!open}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} className="popover__item" onClick={closeMenu}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          {/* The accounts feature replaces this with the real logout (API call, token removal). */}
          <button type="button" className="popover__item" onClick={logout}>
            {logoutLabel}
          </button>
        </li>
      </ul>
    </nav>
  );
}
