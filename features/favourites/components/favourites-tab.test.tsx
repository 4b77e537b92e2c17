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
    expect(screen.getByText('“Export day” removed from folder “Reading”.')).toBeInTheDocument();
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
    expect(confirm).toHaveTextContent('The folder “Forums” and the 1 page saved in it will be deleted for good.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('favourites-delete-dialog')).toBeNull();
    expect(api.folders.map((folder) => folder.title)).toContain('Forums');

    await user.click(within(forums).getByRole('button', { name: 'Delete folder: Forums' }));
    await user.click(within(await screen.findByTestId('favourites-delete-dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('favourites-folder-2')).toBeNull());
    expect(screen.queryByTestId('favourites-delete-dialog')).toBeNull();
    expect(screen.getByText('Folder “Forums” deleted.')).toBeInTheDocument();
    expect(api.folders.map((folder) => folder.title)).toEqual(['Reading', 'Later']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Folders' })).toHaveFocus());
  });

  it('renames a folder: the name checked by the folder rule first, Cancel changes nothing', async () => {
    const api = seeded();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderTab();
    const reading = await screen.findByTestId('favourites-folder-1');
    const rename = within(reading).getByRole('button', { name: 'Rename: Reading' });
    await user.click(rename);
    expect(rename).toHaveAttribute('aria-expanded', 'true');
    const field = within(reading).getByLabelText('New name of the folder');
    expect(field).toHaveValue('Reading');
    await user.clear(field);
    await user.click(within(reading).getByRole('button', { name: 'Save the name' }));
    expect(field).toHaveAccessibleDescription(/Error: Enter the folder's name/);
    expect(api.calls.filter((call) => call.startsWith('rename'))).toEqual([]);
    await user.click(within(reading).getByRole('button', { name: 'Cancel' }));
    expect(within(reading).queryByLabelText('New name of the folder')).toBeNull();
    expect(api.folders[0]!.title).toBe('Reading');

    await user.click(rename);
    await user.clear(within(reading).getByLabelText('New name of the folder'));
    await user.type(within(reading).getByLabelText('New name of the folder'), 'For the board');
    await user.click(within(reading).getByRole('button', { name: 'Save the name' }));
    expect(await within(reading).findByRole('heading', { name: 'For the board' })).toBeInTheDocument();
    expect(screen.getByText('The folder “Reading” is now called “For the board”.')).toBeInTheDocument();
    expect(api.calls).toContain('rename 1 For the board');
    expect(within(reading).queryByLabelText('New name of the folder')).toBeNull();
  });

  it('writes, edits and removes a saved page’s note (spec §3 comment); the API’s refusal shows on the field', async () => {
    const api = seeded();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderTab();
    const reading = await screen.findByTestId('favourites-folder-1');
    await user.click(within(reading).getByRole('button', { name: 'Show pages: Reading' }));
    await user.click(await within(reading).findByRole('button', { name: 'Add a note: Forum 2026' }));
    const note = within(reading).getByLabelText('Note on “Forum 2026”');
    await user.type(note, 'Call the agency{Enter}on Monday');
    await user.click(within(reading).getByRole('button', { name: 'Save the note' }));
    expect(await screen.findByText('The note on “Forum 2026” has been saved.')).toBeInTheDocument();
    await waitFor(() => expect(reading.querySelector('.favourites__comment')).toHaveTextContent('Note: Call the agency on Monday'));
    expect(api.items.find((item) => item.page_title === 'Forum 2026' && item.folderId === 1)?.comment).toBe('Call the agency\non Monday');

    await user.click(within(reading).getByRole('button', { name: 'Edit the note: Forum 2026' }));
    const edit = within(reading).getByLabelText('Note on “Forum 2026”');
    expect(edit).toHaveValue('Call the agency\non Monday');
    await user.clear(edit);
    await user.type(edit, 'bad\u0000');
    await user.click(within(reading).getByRole('button', { name: 'Save the note' }));
    expect(await within(reading).findByText('The value contains characters that are not allowed.')).toBeInTheDocument();
    await user.clear(edit);
    await user.click(within(reading).getByRole('button', { name: 'Save the note' }));
    expect(await screen.findByText('The note on “Forum 2026” has been removed.')).toBeInTheDocument();
    expect(await within(reading).findByRole('button', { name: 'Add a note: Forum 2026' })).toBeInTheDocument();
    expect(reading.querySelector('.favourites__comment')).toBeNull();
  });

  it('no folders yet: says how to start (ru)', async () => {
    server.use(...fakeFavouritesApi().handlers);
    renderTab('ru');
    expect(await screen.findByText(/Папок пока нет/)).toBeInTheDocument();
  });
});
