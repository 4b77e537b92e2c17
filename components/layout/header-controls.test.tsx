import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from '@/components/layout/account-menu';
import { LanguageSelector, navigation } from '@/components/layout/language-selector';
import { MenuButton } from '@/components/layout/menu-button';
import { MenuPanel } from '@/components/layout/menu-panel';
import { ProfileButton } from '@/components/layout/profile-button';
import { TelegramPopup, TG_POPUP_COOKIE, TG_POPUP_SPACE } from '@/components/layout/telegram-popup';
import { useUiStore } from '@/components/ui-store';
import { readCookie } from '@/lib/browser-cookie';
import { PROFILE_TABS } from '@/lib/routes';
import ru from '@/messages/ru.json';

const replace = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/news',
  useRouter: () => ({ replace }),
}));

/** The texts and addresses the header (a server component) gives the islands, from the Russian catalogue. */
const profile = ru.layout.profile;
const profileProps = { loginLabel: profile.login, cabinetLabel: profile.cabinet, profileHref: '/profile' };
const accountMenuProps = {
  label: profile.menuLabel,
  links: PROFILE_TABS.map((tab) => ({ key: tab, href: `/profile?tab=${tab}`, label: profile.tabs[tab] })),
  logoutLabel: profile.logout,
};
const tgPopupTexts = ru.layout.tgPopup;

/** The client half of the header's menus (MainMenus itself is a server component). */
function MainMenuTestbed() {
  return (
    <>
      <MenuButton label={ru.layout.menu.button} />
      <MenuPanel kind="desktop" label="Главное меню">
        <p>Навигатор инвестора</p>
      </MenuPanel>
      <MenuPanel kind="mobile" label="Мобильное меню">
        <p>Пресс-центр</p>
      </MenuPanel>
    </>
  );
}

function renderRu(children: ReactNode) {
  return render(children);
}

beforeEach(() => {
  useUiStore.setState({ modal: null, menu: null, windowWidth: 1300, loggedIn: false });
  replace.mockClear();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('profile button', () => {
  it('opens the login modal for a guest', async () => {
    renderRu(<ProfileButton {...profileProps} />);
    await userEvent.click(screen.getByTestId('profile-button'));
    expect(useUiStore.getState().modal).toBe('login');
  });

  it('is a link to /profile for a logged-in visitor above 660 px', () => {
    useUiStore.setState({ loggedIn: true, windowWidth: 661 });
    renderRu(<ProfileButton {...profileProps} />);
    expect(screen.getByTestId('profile-button')).toHaveAttribute('href', '/profile');
  });

  it('opens the account menu with the six cabinet tabs and logout at 660 px and below', async () => {
    useUiStore.setState({ loggedIn: true, windowWidth: 660 });
    renderRu(
      <>
        <ProfileButton {...profileProps} />
        <AccountMenu {...accountMenuProps} />
      </>,
    );
    const button = screen.getByTestId('profile-button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Меню личного кабинета' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('account-menu');
    expect(screen.getByRole('link', { name: 'Обучение' })).toHaveAttribute('href', '/profile?tab=study');
    expect(screen.getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/profile?tab=settings');
    expect(screen.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/profile?tab=favourites');
    expect(screen.getByRole('link', { name: 'Сохранённые поиски' })).toHaveAttribute('href', '/profile?tab=savedSearches');
    expect(menu.querySelectorAll('a')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(useUiStore.getState().loggedIn).toBe(false);
  });
});

describe('main menus', () => {
  it('opens the desktop menu above 1250 px and the mobile menu below, never both', async () => {
    renderRu(<MainMenuTestbed />);
    const button = screen.getByTestId('menu-button');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1300 });
    await userEvent.click(button);
    expect(screen.getByTestId('desktop-menu')).toBeVisible();
    expect(screen.getByTestId('mobile-menu')).not.toBeVisible();
    expect(button).toHaveAttribute('aria-controls', 'desktop-menu');

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    useUiStore.getState().setWindowWidth(800);
    await screen.findByTestId('menu-button');
    expect(screen.getByTestId('desktop-menu')).not.toBeVisible();
    await userEvent.click(button);
    expect(screen.getByTestId('mobile-menu')).toBeVisible();
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('mobile-menu')).not.toBeVisible();
    expect(button).toHaveFocus();
  });
});

describe('language selector', () => {
  it('lists the four languages by their own names and switches with the cookie', async () => {
    renderRu(<LanguageSelector locale="ru" toggleLabel={ru.layout.language.toggle} />);
    const toggle = screen.getByTestId('language-selector');
    expect(toggle).toHaveAccessibleName('Язык сайта: RU');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const zh = screen.getByTestId('lang-option-zh');
    expect(zh).toHaveTextContent('中文');
    expect(zh).toHaveAttribute('lang', 'zh');
    expect(zh).toHaveAttribute('hreflang', 'zh');
    expect(zh).toHaveAttribute('href', '/zh/news');
    expect(screen.getByTestId('lang-option-ru')).toHaveAttribute('aria-current', 'true');
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    await userEvent.click(screen.getByTestId('lang-option-en'));
    expect(readCookie('NEXT_LOCALE')).toBe('en');
    // A full load, not the client router: the router would learn [locale] and mispredict ru paths.
    expect(assign).toHaveBeenCalledWith('/en/news');
    expect(replace).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Telegram popup', () => {
  // jsdom has no ResizeObserver; the popup also measures itself on every resize of the window.
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    return () => vi.unstubAllGlobals();
  });

  it('shows until dismissed, then sets show_tg and does not come back', async () => {
    const { unmount } = renderRu(<TelegramPopup texts={tgPopupTexts} />);
    const popup = await screen.findByTestId('tg-popup');
    expect(popup).toHaveAccessibleName('Подпишитесь на наш Telegram-канал');
    expect(screen.getByRole('link', { name: /Подписаться/ })).toHaveAttribute('href', 'https://t.me/investkrsk');
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByTestId('tg-popup-close'));
    expect(screen.queryByTestId('tg-popup')).toBeNull();
    expect(readCookie(TG_POPUP_COOKIE.name)).toBe('0');
    unmount();
    renderRu(<TelegramPopup texts={tgPopupTexts} />);
    expect(screen.queryByTestId('tg-popup')).toBeNull();
  });

  it('closed from its button, hands the focus on to the first link of what follows it, not to the top of the document', async () => {
    renderRu(
      <>
        <TelegramPopup texts={tgPopupTexts} />
        <header>
          <a href="/">Логотип</a>
        </header>
      </>,
    );
    screen.getByTestId('tg-popup-close').focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByTestId('tg-popup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Логотип' })).toHaveFocus();
  });

  it('closes on Escape pressed anywhere on the page, but not on one that closed a menu or was meant for a field', async () => {
    renderRu(
      <>
        <MainMenuTestbed />
        <input aria-label="Поиск" />
        <TelegramPopup texts={tgPopupTexts} />
      </>,
    );
    await screen.findByTestId('tg-popup');
    // An open menu takes the Escape: the popup stays.
    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('tg-popup')).toBeInTheDocument();
    // Escape in a text field is the field's.
    await userEvent.click(screen.getByRole('textbox', { name: 'Поиск' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('tg-popup')).toBeInTheDocument();
    // With the focus on the page (nowhere in the popup), Escape closes it for 30 days.
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('tg-popup')).toBeNull();
    expect(readCookie(TG_POPUP_COOKIE.name)).toBe('0');
  });

  it('reserves the band it covers at the bottom of the window while shown (scroll-padding and room under the footer)', async () => {
    const { unmount } = renderRu(<TelegramPopup texts={tgPopupTexts} />);
    const popup = await screen.findByTestId('tg-popup');
    // jsdom lays nothing out: a popup 300 px tall whose top is 500 px down a 900 px window.
    vi.spyOn(popup, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 24, y: 500, width: 360, height: 300 }));
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.getPropertyValue(TG_POPUP_SPACE)).toBe(`${window.innerHeight - 500}px`);
    unmount();
    expect(document.documentElement.style.getPropertyValue(TG_POPUP_SPACE)).toBe('');
  });
});
