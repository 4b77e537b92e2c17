'use client';

import type { MouseEvent, ReactNode } from 'react';
import type { MainMenu } from '@/components/layout/breakpoints';
import { MENU_IDS } from '@/components/layout/menu-groups';
import { returnFocus, useDismiss } from '@/components/layout/use-dismiss';
import { useUiStore } from '@/components/ui-store';

/**
 * The desktop or mobile main menu: hidden (and out of the accessibility tree) unless the store says it is open.
 * Escape, a click outside or following one of its links closes it.
 */
export function MenuPanel({ kind, label, children }: { kind: MainMenu; label: string; children: ReactNode }) {
  const open = useUiStore((state) => state.menu === kind);
  const closeMenu = useUiStore((state) => state.closeMenu);
  useDismiss(open, [MENU_IDS[kind], MENU_IDS.button], (reason) => {
    closeMenu();
    returnFocus(MENU_IDS.button, reason);
  });
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) closeMenu();
  };

  return (
    <nav
      id={MENU_IDS[kind]}
      className={`main-menu main-menu--${kind}`}
      aria-label={label}
      data-testid={`${kind}-menu`}
      hidden={!open}
      onClick={closeOnLink}
    >
      {children}
    </nav>
  );
}
