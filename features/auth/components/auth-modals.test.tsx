import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import { API_BASE_META } from '@/lib/api/config';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { apiUrl, fail, ok, TEST_API_BASE } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { useAuthStore } from '../stores/auth-store';
import { LoginModal } from './login-modal';
import { RecoveryModal } from './recovery-modal';

// The login modal goes back to the guarded page after login (next/navigation's router).
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = API_BASE_META;
  meta.content = TEST_API_BASE;
  document.head.append(meta);
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState({ token: null, sessionOnly: false, ready: true, notice: null });
  useUiStore.setState({ modal: null, loggedIn: false });
});

function renderIn(locale: 'ru' | 'en', children: ReactNode) {
  document.documentElement.lang = locale;
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ru' ? ru : en}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe('login modal', () => {
  it('§8: "Incorrect username or password." is shown as «Неверный логин или пароль» (ru) on the field and in the summary', async () => {
    server.use(http.post(apiUrl('/auth/login/email'), () => fail(422, { password: ['Incorrect username or password.'] })));
    useUiStore.setState({ modal: 'login' });
    renderIn('ru', <LoginModal />);
    await userEvent.type(screen.getByLabelText(/^Почта/), 'a@b.org');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пароль: Неверный логин или пароль');
    const password = screen.getByLabelText(/^Пароль/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Ошибка: Неверный логин или пароль');
  });

  it('says what the login is for, in the words of the feature that opened it, and not «submit a project»', () => {
    useUiStore.getState().openLogin({
      title: 'Войдите, чтобы сохранить в избранное',
      lead: 'Избранное хранится в личном кабинете. Сразу после входа вы выберете папки, в которые сохранить эту страницу.',
    });
    renderIn('ru', <LoginModal />);
    const dialog = screen.getByRole('dialog', { name: 'Войдите, чтобы сохранить в избранное' });
    expect(dialog).toHaveTextContent('Сразу после входа вы выберете папки, в которые сохранить эту страницу.');
    expect(dialog).not.toHaveTextContent('подать проект');
    // Opened for anything else, it is the general login again.
    act(() => useUiStore.getState().openModal('login'));
    expect(screen.getByRole('dialog', { name: 'Вход в личный кабинет' })).toHaveTextContent('Войдите, чтобы подать проект');
  });

  it('§8 in English, and the client-side length rule with the same text as the API’s', async () => {
    useUiStore.setState({ modal: 'login' });
    renderIn('en', <LoginModal />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'a@b.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must contain at least 8 characters');
    server.use(http.post(apiUrl('/auth/login/email'), () => fail(422, { password: ['Incorrect username or password.'] })));
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect login or password', { selector: '.field__error' })).toBeInTheDocument();
  });

  it('logs in: session-only without "remember me", user fetched, loggedIn set, modal closed', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/auth/login/email'), async ({ request }) => {
        sent = await request.json();
        return ok({ token: 'tok' });
      }),
      http.get(apiUrl('/user/info'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer tok' ? ok({ id: 1, email: 'a@b.org', name: 'A', surname: 'B', verified: true }) : fail(401, { message: 'Unauthorized.' }),
      ),
    );
    useUiStore.setState({ modal: 'login' });
    renderIn('ru', <LoginModal />);
    await userEvent.type(screen.getByLabelText(/^Почта/), 'a@b.org');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'password-1');
    await userEvent.click(screen.getByLabelText('Запомнить меня'));
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await expect.poll(() => useUiStore.getState().loggedIn).toBe(true);
    expect(sent).toEqual({ email: 'a@b.org', password: 'password-1', session: true });
    expect(sessionStorage.getItem('portal.token')).toBe('tok');
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(useUiStore.getState().modal).toBeNull();
  });
});

describe('recovery modal', () => {
  it.each([
    ['ru', 'Почта', 'Отправить ссылку', 'Нет такого имейла в базе'],
    ['en', 'E-mail', 'Send the link', 'This mailbox is not in the database'],
  ] as const)('§8 (%s): any failure shows the spec’s text', async (locale, label, submit, text) => {
    server.use(http.post(apiUrl('/auth/password-recovery/email'), () => fail(422, { email: ['There is no user with this email address.'] })));
    useUiStore.setState({ modal: 'recovery' });
    renderIn(locale, <RecoveryModal />);
    await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), 'nobody@example.org');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(text, { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('aria-invalid', 'true');
  });
});
