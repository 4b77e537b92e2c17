'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { useLogout } from '../../api/logout';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { AuthGuard } from '../auth-guard';
import { Avatar } from './avatar';
import { EmptyTab } from './empty-tab';
import { SettingsTab } from './settings-tab';
import { StudyTab } from './study-tab';
import { UnverifiedNotice } from './unverified-notice';

export const PROFILE_TABS = ['study', 'appeals', 'projects', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

function tabOf(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'study';
}

/** /profile?tab=study|appeals|projects|settings, behind the auth guard. */
export function ProfileView() {
  return <AuthGuard>{(user) => <Cabinet user={user} />}</AuthGuard>;
}

function Cabinet({ user }: { user: PortalUser }) {
  const t = useTranslations('auth.profile');
  const logout = useLogout();
  const tab = tabOf(useSearchParams().get('tab'));

  const header = (
    <div className="cabinet__user">
      <Avatar user={user} />
      <div>
        <p className="cabinet__heading" data-testid="cabinet-user-name">
          {[user.surname, user.name, user.fathersName].filter(Boolean).join(' ')}
        </p>
        <p>{user.email}</p>
        <button type="button" className="button button--secondary" onClick={() => void logout()}>
          {t('logout')}
        </button>
      </div>
    </div>
  );

  if (!user.verified) {
    return (
      <div className="cabinet" data-testid="cabinet">
        {header}
        <UnverifiedNotice email={user.email} />
      </div>
    );
  }

  return (
    <div className="cabinet" data-testid="cabinet">
      {header}
      <nav aria-label={t('tabsLabel')}>
        <ul className="cabinet__tabs">
          {PROFILE_TABS.map((key) => (
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
        {tab === 'study' ? <StudyTab /> : null}
        {tab === 'appeals' ? <EmptyTab text={t('appealsEmpty')} linkText={t('appealsLink')} /> : null}
        {tab === 'projects' ? <EmptyTab text={t('projectsEmpty')} linkText={t('projectsLink')} /> : null}
        {tab === 'settings' ? <SettingsTab user={user} /> : null}
      </section>
    </div>
  );
}
