import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import { axeViolations } from '@/testing/axe';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setupFeatureDom } from '@/testing/render-feature';
import { InaccuracyReportModal } from './inaccuracy-report-modal';

vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/news/plant-opened',
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname: string } }) => (
    <a href={typeof href === 'string' ? href : href.pathname} {...props} />
  ),
}));

beforeAll(setupFeatureDom);
beforeEach(() => {
  document.body.innerHTML = '<main><h1>A plant opened in Kansk</h1></main>';
  window.history.replaceState(null, '', '/en/news/plant-opened');
  useUiStore.setState({ modal: 'inaccuracyReport' });
});

function renderModal() {
  return renderWithProviders(<InaccuracyReportModal />);
}

describe('the inaccuracy report', () => {
  it('sends the page’s path and title with the note, the e-mail and the consent', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(apiUrl('/feedback/outdated'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok({ id: 7 });
      }),
    );
    const user = userEvent.setup();
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Report an inaccuracy' })).toBeInTheDocument();
    expect(screen.getByText(/on the page “A plant opened in Kansk”/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/What is wrong/), 'The phone number is out of date');
    await user.type(screen.getByLabelText(/E-mail for a reply/), 'Reader@Example.org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('inaccuracy-report-sent')).toHaveTextContent('Thank you!');
    expect(sent).toEqual({
      page_url: '/en/news/plant-opened',
      page_title: 'A plant opened in Kansk',
      comment: 'The phone number is out of date',
      email: 'reader@example.org',
      consent: true,
    });
  });

  it('asks for the note and the consent before sending anything, and sends no e-mail when none is given', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(apiUrl('/feedback/outdated'), async ({ request }) => {
        requests.push(await request.json());
        return ok({ id: 8 });
      }),
    );
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('What is wrong: This field is required.');
    expect(summary).toHaveTextContent('Consent: Consent to the processing of personal data is required.');
    expect(requests).toEqual([]);
    await user.type(screen.getByLabelText(/What is wrong/), 'Wrong area');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByTestId('inaccuracy-report-sent');
    expect(requests).toEqual([{ page_url: '/en/news/plant-opened', page_title: 'A plant opened in Kansk', comment: 'Wrong area', consent: true }]);
  });

  it('shows the server’s refusal (a limit) and keeps what was typed', async () => {
    server.use(http.post(apiUrl('/feedback/outdated'), () => fail(429, { message: 'Too many requests. Please try again later.' })));
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText(/What is wrong/), 'Wrong area');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveTextContent('Too many requests. Please try again later.'));
    expect(screen.getByLabelText(/What is wrong/)).toHaveValue('Wrong area');
    expect(screen.queryByTestId('inaccuracy-report-sent')).toBeNull();
  });

  it('has no axe violations', async () => {
    renderModal();
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
