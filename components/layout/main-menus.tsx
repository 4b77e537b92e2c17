import { getTranslations } from 'next-intl/server';
import { MenuGroupDisclosure } from '@/components/layout/menu-group-disclosure';
import { MENU_GROUPS, type MenuGroupKey } from '@/components/layout/menu-groups';
import { MenuPanel } from '@/components/layout/menu-panel';
import { SiteSearchForm } from '@/components/layout/site-search-form';
import { Link } from '@/i18n/link';
import { routePath, type RouteKey } from '@/lib/routes';

/** The desktop main menu (three columns) and the mobile menu (the search field, three expandable groups); server-rendered. */
export async function MainMenus() {
  const t = await getTranslations('layout.menu');
  const routes = await getTranslations('routes');

  const links = (keys: readonly RouteKey[], labelledBy?: string) => (
    <ul className="main-menu__list" aria-labelledby={labelledBy}>
      {keys.map((key) => (
        <li key={key}>
          <Link href={routePath(key)} className="main-menu__link">
            {routes(key)}
          </Link>
        </li>
      ))}
    </ul>
  );
  const title = (key: MenuGroupKey) => t(`groups.${key}`);

  return (
    <>
      <MenuPanel kind="desktop" label={t('desktopLabel')}>
        <div className="container main-menu__columns">
          {MENU_GROUPS.map((group) => {
            const titleId = `desktop-menu-${group.key}`;
            return (
              <div key={group.key} className="main-menu__column">
                <p id={titleId} className="main-menu__title">
                  {title(group.key)}
                </p>
                {links(group.routes, titleId)}
              </div>
            );
          })}
        </div>
      </MenuPanel>
      <MenuPanel kind="mobile" label={t('mobileLabel')}>
        <div className="container">
          {/* On a phone the header has no room for the search field: it leads the menu. */}
          <SiteSearchForm id="menu-search" className="menu-search" />
          {MENU_GROUPS.map((group) => (
            <MenuGroupDisclosure key={group.key} id={`mobile-menu-${group.key}`} title={title(group.key)}>
              {links(group.routes)}
            </MenuGroupDisclosure>
          ))}
        </div>
      </MenuPanel>
    </>
  );
}
