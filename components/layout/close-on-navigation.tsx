'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useUiStore } from '@/components/ui-store';
import { usePathname } from '@/i18n/navigation';

/** A new page (or language) closes whatever menu or modal the previous one had open. */
export function CloseOnNavigation() {
  const locale = useLocale();
  const pathname = usePathname();
  useEffect(() => {
    const { closeMenu, closeModal } = useUiStore.getState();
    closeMenu();
    closeModal();
  }, [locale, pathname]);
  return null;
}
