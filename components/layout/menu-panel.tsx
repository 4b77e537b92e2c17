'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { MainMenu } from '@/components/layout/breakpoints';
import { MENU_IDS } from '@/components/layout/menu-groups';
import { menuColumns, moveMenuFocus } from '@/components/layout/menu-keys';
import { returnFocus, useDismiss } from '@/components/layout/use-dismiss';
import { useUiStore } from '@/components/ui-store';

/**
 * The desktop or mobile main menu: hidden (and out of the accessibility tree) unless the store says it is open.
 * Escape, a click outside or following one of its links closes it. In the desktop menu the arrow keys, Home and End
 * move between the links of its columns (components/layout/menu-keys.ts; docs/decisions/023).
 */
/** A column of links in the desktop menu (components/layout/main-menus.tsx). */
export const MENU_COLUMN = '.main-menu__column';

/** The first link of a menu, for the menu button's ↓ key. */
export function focusFirstMenuLink(kind: MainMenu) {
  document.getElementById(MENU_IDS[kind])?.querySelector<HTMLElement>('a, button')?.focus();
}

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
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (kind !== 'desktop' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const columns = menuColumns(event.currentTarget, MENU_COLUMN, 'a');
    if (moveMenuFocus(event.key, document.activeElement, columns)) event.preventDefault();
  };

  return (
    <nav
      id={MENU_IDS[kind]}
      className={`main-menu main-menu--${kind}`}
      aria-label={label}
      data-testid={`${kind}-menu`}
      hidden={!open}
      onClick={closeOnLink}
      onKeyDown={onKeyDown}
    >
      {children}
    </nav>
  );
}
