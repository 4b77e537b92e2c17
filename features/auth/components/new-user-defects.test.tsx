import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import { API_BASE_META } from '@/lib/api/config';
import { portalUser } from '@/testing/portal-user';
import ru from '@/messages/ru.json';
import { apiUrl, fail, ok, TEST_API_BASE } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { writePageMessages } from '@/testing/page-messages';
import { translatorOf } from '@/testing/translator';
import { hasSession, useAuthStore } from '../stores/auth-store';
import { COOKIE_HINT_KEY } from '../stores/token-storage';
import { verifiedTextsFrom, verifyEmailTextsFrom } from '../verification-texts';
import { AuthInitializer } from './auth-initializer';
import { CloseAccountSection } from './close-account';
import { LoginIntentOpener } from './login-intent';
import { LoginModal } from './login-modal';
import { PendingEmailNotice } from './pending-email-notice';
import { VerifiedView } from './verified-view';
import { VerifyEmailView } from './verify-email-view';

/** Rough edges a new user met on the client: the cookie session, the login on the way to a guarded page, the links. */

const routerPush = vi.fn();
const i18nPush = vi.fn();
const i18nReplace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: routerPush, replace: vi.fn() }) }));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname: string } }) => (
    <a href={typeof href === 'string' ? href : href.pathname} {...props} />
  ),
  usePathname: () => '/',
  useRouter: () => ({ push: i18nPush, replace: i18nReplace }),
}));

const USER = portalUser();

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = API_BASE_META;
  meta.content = TEST_API_BASE;
  document.head.append(meta);
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState({ token: null, sessionOnly: false, cookieSession: false, ready: false, notice: null, loginIntent: null });
  useUiStore.setState({ modal: null, loggedIn: false });
  routerPush.mockClear();
  i18nPush.mockClear();
  i18nReplace.mockClear();
  window.history.replaceState(null, '', '/');
});

function renderRu(children: ReactNode, client = new QueryClient()) {
  document.documentElement.lang = 'ru';
  return render(
    <NextIntlClientProvider locale="ru" messages={ru}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe('a session-only login seen from a second tab', () => {
  it('is resumed from the HttpOnly cookie when this tab stores no token (no bearer sent)', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/user/info'), ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return ok(USER);
      }),
    );
    localStorage.setItem(COOKIE_HINT_KEY, '1'); // written by the first tab's session-only login
    renderRu(<AuthInitializer />);
    await expect.poll(() => useUiStore.getState().loggedIn).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ token: null, cookieSession: true, ready: true });
    expect(authorizations.length).toBeGreaterThan(0);
    expect(authorizations.every((value) => value === null)).toBe(true);
  });

  it('stays a guest, and forgets the hint, when the cookie is gone', async () => {
    server.use(http.get(apiUrl('/user/info'), () => fail(401, { message: 'Unauthorized.' })));
    localStorage.setItem(COOKIE_HINT_KEY, '1');
    await act(() => useAuthStore.getState().hydrate());
    expect(useAuthStore.getState()).toMatchObject({ ready: true, cookieSession: false });
    expect(hasSession(useAuthStore.getState())).toBe(false);
    expect(localStorage.getItem(COOKIE_HINT_KEY)).toBeNull();
  });

  it('is hinted by a session-only login, not by a remembered one', async () => {
    useAuthStore.getState().setSession('tok', true);
    expect(localStorage.getItem(COOKIE_HINT_KEY)).toBe('1');
    useAuthStore.getState().setSession('tok', false);
    expect(localStorage.getItem(COOKIE_HINT_KEY)).toBeNull();
  });
});

describe('a guest sent home from /profile', () => {
  it('gets the login modal with the reason, and goes back to /profile after logging in', async () => {
    server.use(
      http.post(apiUrl('/auth/login/email'), () => ok({ token: 'tok' })),
      http.get(apiUrl('/user/info'), () => ok(USER)),
    );
    window.history.replaceState(null, '', '/?login=%2Fprofile%3Ftab%3Dsettings');
    useAuthStore.setState({ ready: true });
    renderRu(
      <>
        <LoginIntentOpener />
        <LoginModal />
      </>,
    );
    expect(await screen.findByTestId('login-reason')).toHaveTextContent(ru.auth.login.guarded);
    expect(window.location.search).toBe('');
    await userEvent.type(await screen.findByLabelText(/^Почта/), 'maria@example.org');
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await expect.poll(() => routerPush.mock.calls.at(-1)?.[0]).toBe('/profile?tab=settings');
    expect(useAuthStore.getState().loginIntent).toBeNull();
  });

  it('ignores a return path to another site', async () => {
    window.history.replaceState(null, '', '/?login=%2F%2Fevil.example%2F');
    useAuthStore.setState({ ready: true });
    renderRu(<LoginIntentOpener />);
    await expect.poll(() => useUiStore.getState().modal).toBe('login');
    expect(useAuthStore.getState().loginIntent).toEqual({ reason: 'guarded', returnTo: null });
  });
});

describe('the verification pages', () => {
  it('offer a guest the «Войти» button on the verified page', async () => {
    useAuthStore.setState({ ready: true });
    renderRu(<VerifiedView texts={verifiedTextsFrom(translatorOf(ru, 'ru', 'auth'), 'ru')} />);
    await userEvent.click(screen.getByRole('button', { name: ru.auth.verify.login }));
    expect(useUiStore.getState().modal).toBe('login');
  });

  it('offer a new link by e-mail address for a dead link, without a bearer, with a neutral answer', async () => {
    let sent: { body: unknown; authorization: string | null } | null = null;
    server.use(
      http.post(apiUrl('/auth/verify/dead-token'), () => fail(422, { token: ['The link is invalid or has expired.'] })),
      http.post(apiUrl('/auth/verify/resend'), async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('authorization') };
        return ok({ sent: true });
      }),
    );
    useAuthStore.setState({ ready: true });
    // As on the page: no provider around the view; the form for a new link loads on failure and translates with the
    // page messages.
    writePageMessages('ru', ru);
    document.documentElement.lang = 'ru';
    render(<VerifyEmailView token="dead-token" texts={verifyEmailTextsFrom(translatorOf(ru, 'ru', 'auth'), 'ru')} />);
    expect(await screen.findByTestId('verify-failed')).toHaveTextContent(ru.auth.verify.failed);
    await userEvent.type(await screen.findByLabelText(/^Почта/), 'maria@example.org');
    await userEvent.click(screen.getByRole('button', { name: ru.auth.verify.resendSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(ru.auth.verify.resendSent);
    expect(sent).toEqual({ body: { email: 'maria@example.org' }, authorization: null });
  });
});

describe('Settings: closing the account (152-FZ)', () => {
  it('asks for the password and a confirmation; a wrong password stays on the field', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/user/delete'), async ({ request }) => {
        body = await request.json();
        return fail(422, { password: ['Incorrect username or password.'] });
      }),
    );
    useAuthStore.setState({ ready: true, token: 'tok' });
    renderRu(<CloseAccountSection />);
    expect(screen.getByTestId('close-account')).toHaveTextContent('152-ФЗ');
    await userEvent.click(screen.getByRole('button', { name: ru.cabinetAccount.close.open }));
    await userEvent.click(screen.getByRole('button', { name: ru.cabinetAccount.close.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ru.cabinetAccount.close.confirmRequired);
    expect(body).toBeUndefined();
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'not-my-password');
    await userEvent.click(screen.getByLabelText(new RegExp(ru.cabinetAccount.close.confirm.slice(0, 20))));
    await userEvent.click(screen.getByRole('button', { name: ru.cabinetAccount.close.submit }));
    await expect.poll(() => screen.getByLabelText(/^Пароль/).getAttribute('aria-invalid')).toBe('true');
    expect(body).toEqual({ password: 'not-my-password' });
    expect(useAuthStore.getState().token).toBe('tok');
  });

  it('logs out here and goes home with a notice on success', async () => {
    server.use(http.post(apiUrl('/user/delete'), () => ok({ deleted: true })));
    useAuthStore.getState().setSession('tok', false);
    useUiStore.setState({ loggedIn: true });
    renderRu(<CloseAccountSection />);
    await userEvent.click(screen.getByRole('button', { name: ru.cabinetAccount.close.open }));
    await userEvent.type(screen.getByLabelText(/^Пароль/), 'my-password-1');
    await userEvent.click(screen.getByLabelText(new RegExp(ru.cabinetAccount.close.confirm.slice(0, 20))));
    await userEvent.click(screen.getByRole('button', { name: ru.cabinetAccount.close.submit }));
    await expect.poll(() => i18nPush.mock.calls.at(-1)?.[0]).toBe('/');
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(useUiStore.getState().loggedIn).toBe(false);
    expect(useAuthStore.getState().notice).toBe(ru.cabinetAccount.close.done);
  });
});

describe('Settings: a pending e-mail change', () => {
  it('says where the link went and that the current address stays; cancelling asks the API', async () => {
    let cancelled = false;
    server.use(
      http.post(apiUrl('/user/email-change/cancel'), () => {
        cancelled = true;
        return ok({ ...USER, pendingEmail: null });
      }),
    );
    useAuthStore.setState({ ready: true, token: 'tok' });
    const { rerender } = renderRu(<PendingEmailNotice user={{ ...USER, pendingEmail: 'new@example.org' }} />);
    expect(screen.getByTestId('pending-email')).toHaveTextContent('new@example.org');
    expect(screen.getByTestId('pending-email')).toHaveTextContent('maria@example.org');
    await userEvent.click(screen.getByRole('button', { name: ru.cabinetAccount.pending.cancel }));
    await expect.poll(() => cancelled).toBe(true);
    rerender(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <QueryClientProvider client={new QueryClient()}>
          <PendingEmailNotice user={{ ...USER, pendingEmail: null }} />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    expect(screen.queryByTestId('pending-email')).toBeNull();
  });

  it('shows nothing without a pending address (and for an API without the field)', () => {
    renderRu(<PendingEmailNotice user={USER} />);
    expect(screen.queryByTestId('pending-email')).toBeNull();
  });
});
