'use client';

import { useAuth, useTranslation } from '@payloadcms/ui';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The link's text (kept here: the list's other texts load the site vocabulary's labels, which the browser does not need). */
const NAV = { ru: 'Устаревшие данные площадок', en: 'Stale site data' } as const;

/** The stale-sites list's link in the back office's navigation, for every staff member. */
export function StaleSitesNavLink() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const pathname = usePathname();
  if (user?.collection !== 'staff') return null;
  const href = '/admin/stale-sites';
  return (
    <Link href={href} className="nav__link" aria-current={pathname === href ? 'page' : undefined} style={{ fontWeight: 600, marginBottom: 16 }}>
      <span className="nav__link-label">{NAV[i18n.language === 'en' ? 'en' : 'ru']}</span>
    </Link>
  );
}
