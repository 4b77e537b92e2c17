'use client';

import { useEffect, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { MainMenu } from '@/components/layout/breakpoints';
import { MENU_IDS } from '@/components/layout/menu-groups';
import { menuColumns, moveMenuFocus } from '@/components/layout/menu-keys';
import { returnFocus, useDismiss } from '@/components/layout/use-dismiss';
import { useUiStore } from '@/components/ui-store';

/** A column of links in the desktop menu (components/layout/main-menus.tsx). */
export const MENU_COLUMN = '.main-menu__column';

/** The first link of a menu, for the menu button's ↓ key. */
export function focusFirstMenuLink(kind: MainMenu) {
  document.getElementById(MENU_IDS[kind])?.querySelector<HTMLElement>('a, button')?.focus();
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at, in document order: not in a hidden group, and rendered (where the browser can tell). */
function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => !element.closest('[hidden], [inert]') && (element.checkVisibility?.() ?? true),
  );
}

/**
 * The panel is rendered at the end of the header, after the header's other controls, so in the DOM order Tab went
 * from the menu button to those controls and the open panel was reached only after them. While the panel is open:
 * Tab on the button goes to its first link, Shift+Tab on its first link back to the button, and Tab on its last link
 * on to what follows the button; the focus landing anywhere outside the button and the panel closes it (a disclosure
 * that stays open over the page a keyboard user has moved on to hides where the focus is).
 */
function useMenuFocusOrder(open: boolean, kind: MainMenu, closeMenu: () => void) {
  useEffect(() => {
    if (!open) return;
    const parts = () => ({ button: document.getElementById(MENU_IDS.button), panel: document.getElementById(MENU_IDS[kind]) });
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const { button, panel } = parts();
      if (!button || !panel) return;
      const links = tabbables(panel);
      const active = document.activeElement;
      let target: HTMLElement | undefined;
      if (active === button && !event.shiftKey) target = links[0];
      else if (active === links[0] && event.shiftKey) target = button;
      else if (active === links.at(-1) && !event.shiftKey) {
        const outside = tabbables(document).filter((element) => !panel.contains(element));
        target = outside[outside.indexOf(button) + 1];
      }
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const { button, panel } = parts();
      const target = event.target as Node | null;
      if (!button?.contains(target) && !panel?.contains(target)) closeMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, kind, closeMenu]);
}

/**
 * The desktop or mobile main menu: hidden (and out of the accessibility tree) unless the store says it is open.
 * Escape, a click outside, the focus moving outside or following one of its links closes it; it comes next after
 * the menu button in the Tab order (useMenuFocusOrder). In the desktop menu the arrow keys, Home and End move
 * between the links of its columns (components/layout/menu-keys.ts; docs/decisions/023).
 */
export function MenuPanel({ kind, label, children }: { kind: MainMenu; label: string; children: ReactNode }) {
  const open = useUiStore((state) => state.menu === kind);
  const closeMenu = useUiStore((state) => state.closeMenu);
  useDismiss(open, [MENU_IDS[kind], MENU_IDS.button], (reason) => {
    closeMenu();
    returnFocus(MENU_IDS.button, reason);
  });
  useMenuFocusOrder(open, kind, closeMenu);
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
