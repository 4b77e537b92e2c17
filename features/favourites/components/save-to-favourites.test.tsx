import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import { setTokenGetter } from '@/lib/api/browser';
import { API_BASE_META } from '@/lib/api/config';
import en from '@/messages/en.json';
import { apiUrl, fail, TEST_API_BASE } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { writePageMessages } from '@/testing/page-messages';
import { expectResendNotice, serveUnverifiedAccount } from '@/testing/unverified-account';
import { fakeFavouritesApi } from '../testing/fake-api';
import { SaveToFavourites } from './save-to-favourites';

const PAGE = { page_url: '/news/forum-2026', page_title: 'Forum 2026', page_image: '/media/forum-400x300.webp' };
/** What the server gives the button (save-detail.tsx). */
const TEXTS = { saveButton: en.favourites.saveButton, loginTitle: en.favourites.login.title, loginLead: en.favourites.login.lead };

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = API_BASE_META;
  meta.content = TEST_API_BASE;
  document.head.append(meta);
  document.documentElement.lang = 'en';
  // The page messages the status and the dialog translate with when they load (PageMessages beside the button).
  writePageMessages('en', en);
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  setTokenGetter(() => 'test-token');
});

beforeEach(() => {
  useUiStore.setState({ modal: null, loggedIn: false });
});

function renderControl() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SaveToFavourites {...PAGE} texts={TEXTS} />
    </QueryClientProvider>,
  );
}

const dialog = () => screen.findByTestId('save-to-favourites-dialog');

describe('save to favourites', () => {
  it('a guest gets the login modal, and the dialog right after logging in', async () => {
    const api = fakeFavouritesApi({ folders: ['Reading'] });
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderControl();
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(useUiStore.getState().modal).toBe('login');
    expect(screen.queryByTestId('save-to-favourites-dialog')).toBeNull();
    act(() => {
      useUiStore.getState().setLoggedIn(true);
      useUiStore.getState().closeModal();
    });
    expect(await within(await dialog()).findByRole('checkbox', { name: 'Reading' })).not.toBeChecked();
  });

  it('a guest’s save waits in the store for the login it asked for, and resumes after it even if the page re-rendered', async () => {
    server.use(...fakeFavouritesApi({ folders: ['Reading'] }).handlers);
    const user = userEvent.setup();
    const first = renderControl();
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(useUiStore.getState()).toMatchObject({ modal: 'login', loginPurpose: { title: 'Log in to save to favourites', lead: expect.stringContaining('Favourites are kept in your personal account') } });
    // The page around the button is rendered anew while the guest logs in.
    first.unmount();
    renderControl();
    act(() => {
      useUiStore.getState().setLoggedIn(true);
      useUiStore.getState().closeModal();
    });
    expect(await within(await dialog()).findByRole('checkbox', { name: 'Reading' })).not.toBeChecked();
  });

  it('a user who pressed the button before the session was resumed gets the dialog, and the login modal closes', async () => {
    server.use(...fakeFavouritesApi({ folders: ['Reading'] }).handlers);
    const user = userEvent.setup();
    renderControl();
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(useUiStore.getState().modal).toBe('login');
    // The session comes back while the login modal is still open.
    act(() => useUiStore.getState().setLoggedIn(true));
    expect(await within(await dialog()).findByRole('checkbox', { name: 'Reading' })).not.toBeChecked();
    expect(useUiStore.getState().modal).toBeNull();
  });

  it('a guest who closes the login modal without logging in is not shown the dialog later', async () => {
    server.use(...fakeFavouritesApi().handlers);
    const user = userEvent.setup();
    renderControl();
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    act(() => useUiStore.getState().closeModal());
    act(() => useUiStore.getState().setLoggedIn(true));
    expect(screen.queryByTestId('save-to-favourites-dialog')).toBeNull();
  });

  it('an unconfirmed account gets the notice with «send again» instead of folders it could not save to', async () => {
    const api = fakeFavouritesApi({ folders: ['Reading'] });
    server.use(...api.handlers);
    const resent = serveUnverifiedAccount();
    useUiStore.setState({ loggedIn: true });
    renderControl();
    await userEvent.click(screen.getByRole('button', { name: 'Save to favourites' }));
    const opened = await dialog();
    await expectResendNotice(opened, resent, 'test-token');
    expect(within(opened).queryByRole('checkbox')).toBeNull();
  });

  it('saves to two folders at once, one of them created on the spot, then removes it from one', async () => {
    const api = fakeFavouritesApi({
      folders: ['Reading', 'Forums', 'Later'],
      items: [{ folder: 0, page_url: PAGE.page_url, page_title: PAGE.page_title }],
    });
    server.use(...api.handlers);
    useUiStore.setState({ loggedIn: true });
    const user = userEvent.setup();
    renderControl();
    // Already in one folder: the button says so.
    const button = await screen.findByRole('button', { name: 'In favourites (1 folder)' });
    await user.click(button);
    const box = await dialog();
    expect(box).toHaveAccessibleName('Save to favourites');
    expect(await within(box).findByRole('checkbox', { name: 'Reading' })).toBeChecked();
    expect(within(box).getByRole('checkbox', { name: 'Forums' })).not.toBeChecked();

    await user.click(within(box).getByRole('checkbox', { name: 'Forums' }));
    await user.type(within(box).getByLabelText('New folder'), 'Investments');
    await user.click(within(box).getByRole('button', { name: 'Create folder' }));
    expect(await within(box).findByRole('checkbox', { name: 'Investments' })).toBeChecked();
    expect(within(box).getByRole('status')).toHaveTextContent('Folder “Investments” created.');
    await user.click(within(box).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByTestId('save-to-favourites-dialog')).toBeNull());
    expect(screen.getByTestId('save-to-favourites')).toHaveTextContent('Saved to folders: “Forums”, “Investments”.');
    expect(api.foldersOf(PAGE.page_url)).toEqual(['Reading', 'Forums', 'Investments']);
    expect(api.items.find((item) => item.page_url === PAGE.page_url && item.folderId === 2)).toMatchObject({ page_title: 'Forum 2026', page_image: PAGE.page_image });
    expect(await screen.findByRole('button', { name: 'In favourites (3 folders)' })).toHaveFocus();

    // Remove it from one folder.
    await user.click(screen.getByRole('button', { name: 'In favourites (3 folders)' }));
    const again = await dialog();
    await user.click(await within(again).findByRole('checkbox', { name: 'Reading' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('save-to-favourites-dialog')).toBeNull());
    expect(screen.getByTestId('save-to-favourites')).toHaveTextContent('Removed from folders: “Reading”.');
    expect(api.foldersOf(PAGE.page_url)).toEqual(['Forums', 'Investments']);
    expect(api.calls.filter((call) => call.startsWith('add') || call.startsWith('remove'))).toHaveLength(3);
  });

  it('a folder name typed but not created yet is created by Save; an empty name is refused on the spot', async () => {
    const api = fakeFavouritesApi({ folders: ['Reading'] });
    server.use(...api.handlers);
    useUiStore.setState({ loggedIn: true });
    const user = userEvent.setup();
    renderControl();
    await user.click(await screen.findByRole('button', { name: 'Save to favourites' }));
    const box = await dialog();
    await within(box).findByRole('checkbox', { name: 'Reading' });
    await user.type(within(box).getByLabelText('New folder'), '   ');
    await user.click(within(box).getByRole('button', { name: 'Create folder' }));
    expect(within(box).getByLabelText('New folder')).toHaveAccessibleDescription(/Error: Enter the folder's name/);
    await user.clear(within(box).getByLabelText('New folder'));
    await user.type(within(box).getByLabelText('New folder'), 'Export');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.foldersOf(PAGE.page_url)).toEqual(['Export']));
  });

  it('an unconfirmed account (403) is told to confirm its e-mail', async () => {
    server.use(
      http.get(apiUrl('/collection/list'), () => fail(403, { message: 'Confirm your email address first.' })),
      http.get(apiUrl('/collection/saved'), () => fail(403, { message: 'Confirm your email address first.' })),
    );
    useUiStore.setState({ loggedIn: true });
    const user = userEvent.setup();
    renderControl();
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('Favourites are available once your e-mail is confirmed');
  });
});
