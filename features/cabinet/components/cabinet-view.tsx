'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { browserOnly } from '@/components/lazy/browser-only';
import { Avatar } from '@/components/user/avatar';
import { Link } from '@/i18n/navigation';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { routePath } from '@/lib/routes';
import { StudyTab } from './study-tab';
import './cabinet.css';
import { PROFILE_TABS } from '@/lib/routes';

/** The settings' forms (profile, password, e-mail, closing the account) are fetched when the tab is first opened. */
const SettingsTab = browserOnly(() => import('./settings-tab').then((m) => m.SettingsTab));

/** The cabinet's tabs: spec §1's Study, Appeals, Projects, Settings, plus Favourites (§1: logged-in users have favourites). */
export const CABINET_TABS = PROFILE_TABS;
export type CabinetTab = (typeof CABINET_TABS)[number];

export function tabOf(value: string | null): CabinetTab {
  return (CABINET_TABS as readonly string[]).includes(value ?? '') ? (value as CabinetTab) : 'study';
}

/**
 * The other capabilities' panels, rendered only for the open tab. The cabinet owns the frame and the Study and
 * Settings tabs; Appeals, Projects and Favourites belong to their own features and are put together by the page.
 */
export type CabinetPanels = Record<Exclude<CabinetTab, 'study' | 'settings'>, () => ReactNode>;

/**
 * /profile?tab=study|appeals|projects|favourites|settings for a logged-in user (the page wraps it in the auth guard).
 * Until the e-mail is confirmed only `unverified` (the notice) shows below the user's name.
 */
export function CabinetView({
  user,
  onLogout,
  unverified,
  panels,
}: {
  user: PortalUser;
  onLogout: () => void;
  unverified: ReactNode;
  panels: CabinetPanels;
}) {
  const t = useTranslations('cabinet');
  const tab = tabOf(useSearchParams().get('tab'));

  const header = (
    <div className="cabinet__user">
      <Avatar user={user} />
      <div>
        <p className="cabinet__heading" data-testid="cabinet-user-name">
          {[user.surname, user.name, user.fathersName].filter(Boolean).join(' ')}
        </p>
        <p>{user.email}</p>
        <button type="button" className="button button--secondary" onClick={onLogout}>
          {t('logout')}
        </button>
      </div>
    </div>
  );

  if (!user.verified) {
    return (
      <div className="cabinet" data-testid="cabinet">
        {header}
        {unverified}
      </div>
    );
  }

  return (
    <div className="cabinet" data-testid="cabinet">
      {header}
      <nav aria-label={t('tabsLabel')}>
        <ul className="cabinet__tabs">
          {CABINET_TABS.map((key) => (
            <li key={key}>
              <Link
                className="cabinet__tab"
                href={{ pathname: routePath('profile'), query: { tab: key } }}
                aria-current={key === tab ? 'page' : undefined}
                scroll={false}
              >
                {t(`tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="cabinet__panel" aria-labelledby="cabinet-panel-title" data-testid={`cabinet-tab-${tab}`}>
        <h2 id="cabinet-panel-title" className="cabinet__heading">
          {t(`tabs.${tab}`)}
        </h2>
        {tab === 'study' ? <StudyTab /> : tab === 'settings' ? <SettingsTab user={user} /> : panels[tab]()}
      </section>
    </div>
  );
}
