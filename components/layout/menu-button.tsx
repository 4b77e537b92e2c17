'use client';

import { mainMenuFor } from '@/components/layout/breakpoints';
import { CloseIcon, MenuIcon } from '@/components/layout/icons';
import { MENU_IDS } from '@/components/layout/menu-groups';
import { focusFirstMenuLink } from '@/components/layout/menu-panel';
import { useUiStore } from '@/components/ui-store';

/**
 * Opens the desktop main menu above 1250 px and the mobile menu below; the width is read at the moment of the click.
 * ↓ opens the menu if needed and moves focus to its first link (disclosure navigation, docs/decisions/023).
 * Its label comes translated from the header (a server component), so the island needs no translations of its own.
 */
export function MenuButton({ label }: { label: string }) {
  const menu = useUiStore((state) => state.menu);
  const width = useUiStore((state) => state.windowWidth);
  const toggleMenu = useUiStore((state) => state.toggleMenu);
  const open = menu === 'desktop' || menu === 'mobile';
  const controls = open ? menu : mainMenuFor(width ?? Number.POSITIVE_INFINITY);

  return (
    <button
      id={MENU_IDS.button}
      type="button"
      className="header-button menu-button"
      aria-expanded={open}
      aria-controls={MENU_IDS[controls]}
      data-testid="menu-button"
      onClick={() => toggleMenu(mainMenuFor(window.innerWidth))}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        const target = mainMenuFor(window.innerWidth);
        if (!open) toggleMenu(target);
        // The panel is shown on the next render; focus it then.
        requestAnimationFrame(() => focusFirstMenuLink(open ? (menu as typeof target) : target));
      }}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
      <span className="header-button__label">{label}</span>
    </button>
  );
}
