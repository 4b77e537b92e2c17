'use client';

import { useAuth, useTranslation } from '@payloadcms/ui';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isAccountsStaff } from '../access/investors';
import { workspaceTexts } from './workspace-texts';

/** The work queue's link at the top of the back office's navigation, for the staff who may see it. */
export function WorkQueueNavLink() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const pathname = usePathname();
  if (!isAccountsStaff(user)) return null;
  const href = '/admin/queue';
  return (
    <Link href={href} className="nav__link" aria-current={pathname === href ? 'page' : undefined} style={{ fontWeight: 600, marginBottom: 16 }}>
      <span className="nav__link-label">{workspaceTexts(i18n.language).queue.nav}</span>
    </Link>
  );
}
