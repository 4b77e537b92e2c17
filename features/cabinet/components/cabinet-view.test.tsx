import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { portalUser } from '@/testing/portal-user';
import en from '@/messages/en.json';
import { CabinetView } from './cabinet-view';

let search = new URLSearchParams('tab=projects');
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: { pathname: string; query: { tab: string } } }) => (
    <a href={`${href.pathname}?tab=${href.query.tab}`} {...props} />
  ),
}));

const USER = portalUser();

const panels = {
  appeals: () => <p>appeals panel</p>,
  projects: () => <p>projects panel</p>,
  favourites: () => <p>favourites panel</p>,
  savedSearches: () => <p>saved searches panel</p>,
};

function renderCabinet(user: PortalUser) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <CabinetView user={user} onLogout={() => {}} unverified={<p>confirm first</p>} panels={panels} />
    </NextIntlClientProvider>,
  );
}

describe('CabinetView', () => {
  it('shows the six tabs, marks the open one, and renders only its panel', () => {
    renderCabinet(USER);
    const tabs = screen.getByRole('navigation', { name: 'Personal account sections' });
    expect([...tabs.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Study', 'Appeals', 'Projects', 'Favourites', 'Saved searches', 'Settings']);
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('projects panel')).toBeInTheDocument();
    expect(screen.queryByText('appeals panel')).toBeNull();
  });

  it('shows only the notice until the e-mail is confirmed; the Favourites and Saved searches tabs render their slots', () => {
    search = new URLSearchParams('tab=nope');
    const { unmount } = renderCabinet({ ...USER, verified: false });
    expect(screen.getByText('confirm first')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    search = new URLSearchParams('tab=favourites');
    const favourites = renderCabinet(USER);
    expect(screen.getByText('favourites panel')).toBeInTheDocument();
    favourites.unmount();
    search = new URLSearchParams('tab=savedSearches');
    renderCabinet(USER);
    expect(screen.getByRole('heading', { level: 2, name: 'Saved searches' })).toBeInTheDocument();
    expect(screen.getByText('saved searches panel')).toBeInTheDocument();
  });
});
