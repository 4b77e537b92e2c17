import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MenuButton } from '@/components/layout/menu-button';
import { MenuPanel } from '@/components/layout/menu-panel';
import { useUiStore } from '@/components/ui-store';
import ru from '@/messages/ru.json';

/** The header's order: the menu button, the header's other controls, then the panel; the page after it. */
function Page() {
  return (
    <>
      <header>
        <MenuButton label={ru.layout.menu.button} />
        <a href="/direct-line">Подать проект</a>
        <MenuPanel kind="mobile" label="Мобильное меню">
          <a href="/news">Новости</a>
          <a href="/faq">Вопросы</a>
        </MenuPanel>
      </header>
      <main>
        <a href="/page">Ссылка страницы</a>
      </main>
    </>
  );
}

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  useUiStore.setState({ modal: null, menu: null, windowWidth: 390, loggedIn: false });
});

describe('mobile menu (390 px)', () => {
  it('is next in the Tab order after its button, and closes when Tab leaves its last link', async () => {
    render(<Page />);
    const user = userEvent.setup();
    const button = screen.getByTestId('menu-button');
    await user.click(button);
    const menu = screen.getByTestId('mobile-menu');
    expect(menu).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Новости' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Вопросы' })).toHaveFocus();
    await user.tab();
    expect(menu).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Подать проект' })).toHaveFocus();
  });

  it('closes when the focus moves to the page behind it', async () => {
    render(<Page />);
    await userEvent.click(screen.getByTestId('menu-button'));
    const menu = screen.getByTestId('mobile-menu');
    expect(menu).toBeVisible();
    act(() => screen.getByRole('link', { name: 'Ссылка страницы' }).focus());
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Ссылка страницы' })).toHaveFocus();
  });

  it('stays open while the focus moves between its button and its links', async () => {
    render(<Page />);
    await userEvent.click(screen.getByTestId('menu-button'));
    act(() => screen.getByRole('link', { name: 'Вопросы' }).focus());
    act(() => screen.getByTestId('menu-button').focus());
    expect(screen.getByTestId('mobile-menu')).toBeVisible();
  });
});
