import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileButton } from '@/components/layout/profile-button';
import { useUiStore } from '@/components/ui-store';
import ru from '@/messages/ru.json';
import { apiUrl, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setupFeatureDom } from '@/testing/render-feature';
import { useAuthStore } from '../stores/auth-store';
import { LoginModal } from './login-modal';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) => <a href={href} {...props} />,
}));

beforeAll(setupFeatureDom);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState({ token: null, sessionOnly: false, ready: true, notice: null, loginIntent: null });
  useUiStore.setState({ modal: null, menu: null, loggedIn: false });
});

describe('login: where the focus goes', () => {
  it.each([
    ['the cabinet link', 1300],
    ['the account menu button', 390],
  ])('lands on %s that replaced «Войти», not on the body', async (_, width) => {
    useUiStore.setState({ windowWidth: width });
    server.use(
      http.post(apiUrl('/auth/login/email'), () => ok({ token: 'tok' })),
      http.get(apiUrl('/user/info'), () => ok({ id: 1, email: 'a@b.org', name: 'A', surname: 'B', verified: true })),
    );
    renderWithProviders(
      <>
        <ProfileButton loginLabel={ru.layout.profile.login} cabinetLabel={ru.layout.profile.cabinet} profileHref="/profile" />
        <LoginModal />
      </>,
      { locale: 'ru' },
    );
    await userEvent.click(screen.getByRole('button', { name: ru.layout.profile.login }));
    const dialog = within(await screen.findByTestId('login-modal'));
    await userEvent.type(dialog.getByLabelText(/^Почта/), 'a@b.org');
    await userEvent.type(dialog.getByLabelText(/^Пароль/), 'password-1');
    await userEvent.click(dialog.getByRole('button', { name: ru.auth.login.submit }));
    const cabinet = await screen.findByText(ru.layout.profile.cabinet);
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(cabinet.closest('a, button')).toHaveFocus();
  });
});
