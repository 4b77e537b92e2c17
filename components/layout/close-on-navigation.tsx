'use client';

import { useEffect } from 'react';
import { useUiStore } from '@/components/ui-store';
import { usePathname } from 'next/navigation';

/** A new page (or language: the path's prefix) closes whatever menu or modal the previous one had open. */
export function CloseOnNavigation() {
  const pathname = usePathname();
  useEffect(() => {
    const { closeMenu, closeModal } = useUiStore.getState();
    closeMenu();
    closeModal();
  }, [pathname]);
  return null;
}
