import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ru from '@/messages/ru.json';
import { portalUser } from '@/testing/portal-user';
import { setupFeatureDom } from '@/testing/render-feature';
import { apiUrl, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { getUserQueryOptions } from '../api/get-user';
import { useAuthStore } from '../stores/auth-store';
import { rememberJustVerified, VerifiedView } from './verified-view';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) => <a href={href} {...props} />,
}));

beforeAll(setupFeatureDom);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useAuthStore.setState({ token: null, sessionOnly: false, cookieSession: false, ready: true });
});

const renderRu = (client = new QueryClient()) =>
  render(
    <NextIntlClientProvider locale="ru" messages={ru}>
      <QueryClientProvider client={client}>
        <VerifiedView />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );

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
    useAuthStore.setState({ token: 'token' });
    const { unmount } = renderRu();
    expect(await screen.findByTestId('verified')).toHaveTextContent(ru.auth.verify.verified);
    unmount();

    server.use(http.get(apiUrl('/user/info'), () => ok(portalUser({ verified: false }))));
    const client = new QueryClient();
    renderRu(client);
    // Once the account has answered (unverified), the page still makes no claim.
    await vi.waitFor(() => expect(client.getQueryState(getUserQueryOptions(true).queryKey)?.status).toBe('success'));
    expect(await screen.findByTestId('verify-pending')).toHaveTextContent(ru.auth.verify.pending);
    expect(screen.queryByTestId('verified')).toBeNull();
  });
});
