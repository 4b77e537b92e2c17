import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setTokenGetter } from '@/lib/api/browser';
import { API_BASE_META } from '@/lib/api/config';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { TEST_API_BASE } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { fakeFavouritesApi } from '../testing/fake-api';
import { FavouritesTab } from './favourites-tab';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = API_BASE_META;
  meta.content = TEST_API_BASE;
  document.head.append(meta);
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  setTokenGetter(() => 'test-token');
});

function renderTab(locale: 'en' | 'ru' = 'en') {
  document.documentElement.lang = locale;
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ru}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FavouritesTab />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const seeded = () =>
  fakeFavouritesApi({
    folders: ['Reading', 'Forums'],
    items: [
      { folder: 0, page_url: '/news/forum-2026', page_title: 'Forum 2026' },
      { folder: 0, page_url: '/events/export-day', page_title: 'Export day' },
      { folder: 1, page_url: '/news/forum-2026', page_title: 'Forum 2026' },
    ],
  });

describe('favourites tab', () => {
  it('lists the folders with their counts; a folder opens to its pages (link, title, remove)', async () => {
    const api = seeded();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderTab();
    const reading = await screen.findByTestId('favourites-folder-1');
    expect(within(reading).getByRole('heading', { name: 'Reading' })).toBeInTheDocument();
    expect(reading).toHaveTextContent('2 pages');
    expect(screen.getByTestId('favourites-folder-2')).toHaveTextContent('1 page');

    const show = within(reading).getByRole('button', { name: 'Show pages: Reading' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(await within(reading).findByRole('link', { name: 'Forum 2026' })).toHaveAttribute('href', '/news/forum-2026');
    expect(within(reading).getByRole('link', { name: 'Export day' })).toHaveAttribute('href', '/events/export-day');

    await user.click(within(reading).getByRole('button', { name: 'Remove from folder: Export day' }));
    await waitFor(() => expect(within(reading).queryByRole('link', { name: 'Export day' })).toBeNull());
    expect(screen.getByText('«Export day» removed from folder «Reading».')).toBeInTheDocument();
    expect(api.foldersOf('/events/export-day')).toEqual([]);
    await waitFor(() => expect(reading).toHaveTextContent('1 page'));
  });

  it('creates a folder; deletes one only after confirmation', async () => {
    const api = seeded();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderTab();
    await screen.findByTestId('favourites-folder-1');

    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(screen.getByLabelText('New folder')).toHaveAccessibleDescription(/Error: Enter the folder's name/);
    await user.type(screen.getByLabelText('New folder'), 'Later');
    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
    expect(screen.getByLabelText('New folder')).toHaveValue('');

    const forums = screen.getByTestId('favourites-folder-2');
    await user.click(within(forums).getByRole('button', { name: 'Delete folder: Forums' }));
    const confirm = await screen.findByTestId('favourites-delete-dialog');
    expect(confirm).toHaveAccessibleName('Delete the folder?');
    expect(confirm).toHaveTextContent('The folder «Forums» and the 1 page saved in it will be deleted for good.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('favourites-delete-dialog')).toBeNull();
    expect(api.folders.map((folder) => folder.title)).toContain('Forums');

    await user.click(within(forums).getByRole('button', { name: 'Delete folder: Forums' }));
    await user.click(within(await screen.findByTestId('favourites-delete-dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('favourites-folder-2')).toBeNull());
    expect(screen.queryByTestId('favourites-delete-dialog')).toBeNull();
    expect(screen.getByText('Folder «Forums» deleted.')).toBeInTheDocument();
    expect(api.folders.map((folder) => folder.title)).toEqual(['Reading', 'Later']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Folders' })).toHaveFocus());
  });

  it('no folders yet: says how to start (ru)', async () => {
    server.use(...fakeFavouritesApi().handlers);
    renderTab('ru');
    expect(await screen.findByText(/Папок пока нет/)).toBeInTheDocument();
  });
});
