import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/query-provider';
import { useUiStore } from '@/components/ui-store';
import ru from '@/messages/ru.json';
import { portalUser } from '@/testing/portal-user';
import { setupFeatureDom } from '@/testing/render-feature';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { translatorOf } from '@/testing/translator';
import { getUserQueryOptions } from '../api/get-user';
import { rememberJustVerified } from '../just-verified';
import { useAuthStore } from '../stores/auth-store';
import en from '@/messages/en.json';
import { emailChangeTextsFrom, verifiedTextsFrom, verifyEmailTextsFrom } from '../verification-texts';
import { EmailChangeView } from './email-change-view';
import { VerifiedView } from './verified-view';
import { VerifyEmailView } from './verify-email-view';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

beforeAll(setupFeatureDom);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  getQueryClient().clear();
  useAuthStore.setState({ token: null, sessionOnly: false, cookieSession: false, ready: true });
  useUiStore.setState({ modal: null, loggedIn: false });
  replace.mockClear();
});

/** The page's texts, as the server builds them for a Russian visitor. */
const texts = verifiedTextsFrom(translatorOf(ru, 'ru', 'auth'), 'ru');
const renderRu = () => render(<VerifiedView texts={texts} />);

/** A logged-in session as the session island leaves it: the token for the API client, the ui store's flag. */
function logIn() {
  useAuthStore.setState({ token: 'token' });
  useUiStore.setState({ loggedIn: true });
}

describe('/verification/verify', () => {
  it('opened without a confirmed link does not claim the account is verified', () => {
    renderRu();
    expect(screen.getByRole('status')).toHaveTextContent(ru.auth.verify.pending);
    expect(screen.queryByText(ru.auth.verify.verified)).toBeNull();
    expect(screen.queryByTestId('verified')).toBeNull();
  });

  it('says the account is verified right after this tab confirmed the mailed link', () => {
    rememberJustVerified();
    renderRu();
    expect(screen.getByTestId('verified')).toHaveTextContent(ru.auth.verify.verified);
  });

  it('says so to a logged-in user whose account is verified, and not to one whose is not', async () => {
    server.use(http.get(apiUrl('/user/info'), () => ok(portalUser({ verified: true }))));
    logIn();
    const { unmount } = renderRu();
    expect(await screen.findByTestId('verified')).toHaveTextContent(ru.auth.verify.verified);
    expect(screen.getByRole('link', { name: ru.auth.verify.toProfile })).toHaveAttribute('href', '/profile');
    unmount();

    server.use(http.get(apiUrl('/user/info'), () => ok(portalUser({ verified: false }))));
    getQueryClient().clear();
    renderRu();
    // Once the account has answered (unverified), the page still makes no claim.
    await vi.waitFor(() => expect(getQueryClient().getQueryState(getUserQueryOptions(true).queryKey)?.status).toBe('success'));
    expect(await screen.findByTestId('verify-pending')).toHaveTextContent(ru.auth.verify.pending);
    expect(screen.queryByTestId('verified')).toBeNull();
  });

  it('reads the account again when a guest logs in on the page', async () => {
    server.use(http.get(apiUrl('/user/info'), () => ok(portalUser({ verified: true }))));
    renderRu();
    expect(screen.getByTestId('verify-pending')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ru.auth.verify.login }));
    expect(useUiStore.getState().modal).toBe('login');
    logIn();
    expect(await screen.findByTestId('verified')).toHaveTextContent(ru.auth.verify.verified);
  });
});

describe('/verification/{token}', () => {
  it('confirms with a POST once loaded, refreshes the cached user and goes on to the verified page in the language', async () => {
    const posted: string[] = [];
    server.use(
      http.post(apiUrl('/auth/verify/live-token'), ({ request }) => {
        posted.push(request.method);
        return ok({ verified: true });
      }),
    );
    const client = getQueryClient();
    client.setQueryData(getUserQueryOptions(true).queryKey, portalUser({ verified: false }));
    render(<VerifyEmailView token="live-token" texts={verifyEmailTextsFrom(translatorOf(en, 'en', 'auth'), 'en')} />);
    expect(screen.getByRole('status')).toHaveTextContent(en.auth.verify.checking);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/en/verification/verify'));
    expect(posted).toEqual(['POST']);
    expect(sessionStorage.getItem('email-just-verified')).toBe('1');
    expect(client.getQueryState(getUserQueryOptions(true).queryKey)?.isInvalidated).toBe(true);
  });
});

describe('/verification/email-change/{token}', () => {
  const texts = emailChangeTextsFrom(translatorOf(en, 'en', 'account'), 'en');

  it('says which address is the login now', async () => {
    server.use(http.post(apiUrl('/auth/email-change/new-token'), () => ok({ email: 'maria@example.org' })));
    render(<EmailChangeView token="new-token" texts={texts} />);
    expect(screen.getByRole('status')).toHaveTextContent(en.account.emailChange.checking);
    const done = await screen.findByTestId('email-change-done');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(en.account.emailChange.done.replace('{email}', 'maria@example.org'));
    expect(screen.getByRole('link', { name: en.account.emailChange.toProfile })).toHaveAttribute('href', '/en/profile');
  });

  it('tells an address another account took from a dead link', async () => {
    server.use(http.post(apiUrl('/auth/email-change/taken'), () => fail(409, { message: 'Taken.' })));
    const { unmount } = render(<EmailChangeView token="taken" texts={texts} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.account.emailChange.taken);
    unmount();

    server.use(http.post(apiUrl('/auth/email-change/dead'), () => fail(422, { token: ['The link is invalid or has expired.'] })));
    render(<EmailChangeView token="dead" texts={texts} />);
    expect(await screen.findByTestId('email-change-failed')).toHaveTextContent(en.account.emailChange.failed);
  });
});
