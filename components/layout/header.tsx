import { getLocale, getTranslations } from 'next-intl/server';
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
import { viPanelTexts } from '@/components/vi-mode/vi-panel-texts';
import { Link } from '@/i18n/link';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { PROFILE_TABS, routePath } from '@/lib/routes';

/**
 * The header of every page (spec §2 "Layout"). Static parts render on the server; the controls are client islands that
 * get their texts and addresses from here, translated on the server, so no page needs next-intl in the browser for its
 * header (docs/decisions/037).
 */
export async function Header() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('layout');
  const vi = await getTranslations('viMode');
  const profileHref = localePath(routePath('profile'), locale);
  return (
    <header className="site-header" data-testid="site-header">
      <div className="container site-header__bar">
        <Logo />
        <MenuButton label={t('menu.button')} />
        <div className="site-header__tools">
          <SiteSearchForm id="header-search" className="header-search" />
          <A11yToggle enableLabel={t('a11yToggle')} settingsLabel={vi('settings')} />
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
          <LanguageSelector locale={locale} toggleLabel={t('language.toggle')} />
          <div className="site-header__profile">
            <ProfileButton loginLabel={t('profile.login')} cabinetLabel={t('profile.cabinet')} profileHref={profileHref} />
            <AccountMenu
              label={t('profile.menuLabel')}
              links={PROFILE_TABS.map((tab) => ({ key: tab, href: `${profileHref}?tab=${tab}`, label: t(`profile.tabs.${tab}`) }))}
              logoutLabel={t('profile.logout')}
            />
          </div>
        </div>
      </div>
      <ViPanel texts={await viPanelTexts()} />
      <MainMenus />
    </header>
  );
}
