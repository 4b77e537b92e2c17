'use client';

import { useTranslations } from 'next-intl';

/**
 * PLACEHOLDER (issue 7, helper H3): the cabinet's Favourites tab slot. Helper H4's `features/favourites`
 * replaces this whole file with the real `FavouritesTab` (same path, same export); on a merge conflict take H4's.
 */
export function FavouritesTab() {
  const t = useTranslations('cabinet');
  return <p data-testid="favourites-placeholder">{t('favouritesSoon')}</p>;
}
