import { getTranslations } from 'next-intl/server';
import { A11yToggle } from '@/components/layout/a11y-toggle';
import { AccountMenu } from '@/components/layout/account-menu';
import { MessengerLink, PhoneLink } from '@/components/layout/contact-links';
import { MESSENGERS, type Messenger } from '@/components/layout/contacts';
import { PlusIcon } from '@/components/layout/icons';
import { LanguageSelector } from '@/components/layout/language-selector';
import { Logo } from '@/components/layout/logo';
import { MainMenus } from '@/components/layout/main-menus';
import { MenuButton } from '@/components/layout/menu-button';
import { ProfileButton } from '@/components/layout/profile-button';
import { SiteSearchForm } from '@/components/layout/site-search-form';
import { ViPanel } from '@/components/vi-mode/vi-panel';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';

/** The header of every page (spec §2 "Layout"). Static parts render on the server; the controls are client islands. */
export async function Header() {
  const t = await getTranslations('layout');
  return (
    <header className="site-header" data-testid="site-header">
      <div className="container site-header__bar">
        <Logo />
        <MenuButton />
        <div className="site-header__tools">
          <SiteSearchForm id="header-search" className="header-search" />
          <A11yToggle />
          <Link href={routePath('directLine')} className="button button--accent header-submit">
            <PlusIcon />
            <span className="header-submit__label">{t('submitProject')}</span>
          </Link>
          <PhoneLink className="header-phone" />
          <ul className="header-messengers">
            {(Object.keys(MESSENGERS) as Messenger[]).map((messenger) => (
              <li key={messenger}>
                <MessengerLink messenger={messenger} className="header-messenger" />
              </li>
            ))}
          </ul>
          <LanguageSelector />
          <div className="site-header__profile">
            <ProfileButton />
            <AccountMenu />
          </div>
        </div>
      </div>
      <ViPanel />
      <MainMenus />
    </header>
  );
}
