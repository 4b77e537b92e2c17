import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import type { SavedSearch } from '@/lib/saved-searches/schemas';
import { axeViolations } from '@/testing/axe';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setTestSession, setupFeatureDom } from '@/testing/render-feature';
import { saveSearchTextsOf } from '@/testing/save-search-texts';
import { translatorOf } from '@/testing/translator';
import en from '@/messages/en.json';
import { SaveSearch } from './save-search';
import { SavedSearchesTab } from './saved-searches-tab';
import { unsubscribeTextsFrom } from '../unsubscribe-texts';
import { UnsubscribeView } from './unsubscribe-view';

beforeAll(() => {
  setupFeatureDom();
  setTestSession('test-token');
});

beforeEach(() => {
  useUiStore.setState({ modal: null, loggedIn: false });
});

/** A fake /saved-search API over an in-memory list; `posted` records the bodies of the saves. */
function fakeApi(initial: SavedSearch[] = []) {
  const searches = [...initial];
  const posted: unknown[] = [];
  const handlers = [
    http.get(apiUrl('/saved-search/list'), () => ok({ items: searches, totalCount: searches.length })),
    http.post(apiUrl('/saved-search'), async ({ request }) => {
      const body = (await request.json()) as { name: string; kind: 'sites' | 'events'; query: string };
      posted.push(body);
      if (body.name === 'many') return fail(422, { message: 'You can keep at most 20 saved searches: delete one first.' });
      const created: SavedSearch = { id: searches.length + 1, ...body, paused: false, lastAlertAt: null, createdAt: '2026-11-27T10:00:00.000Z' };
      searches.unshift(created);
      return ok(created);
    }),
    http.patch(apiUrl('/saved-search/:id'), async ({ params, request }) => {
      const search = searches.find((s) => s.id === Number(params.id));
      if (!search) return fail(404, { message: 'There is no such saved search.' });
      Object.assign(search, await request.json());
      return ok(search);
    }),
    http.delete(apiUrl('/saved-search/:id'), ({ params }) => {
      const index = searches.findIndex((s) => s.id === Number(params.id));
      searches.splice(index, 1);
      return ok({ deleted: true });
    }),
  ];
  return { handlers, posted, searches };
}

const SEARCH: SavedSearch = { id: 7, name: 'North', kind: 'sites', query: 'areaHa=10', paused: false, lastAlertAt: '2026-11-20T05:30:00.000Z', createdAt: '2026-11-01T00:00:00.000Z' };

describe('«Save search»', () => {
  it('a guest is asked to log in, and the dialog opens right after logging in', async () => {
    const api = fakeApi();
    server.use(...api.handlers);
    const user = userEvent.setup();
    renderWithProviders(<SaveSearch kind="events" query="?type=forum" texts={saveSearchTextsOf(en)} />);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(useUiStore.getState()).toMatchObject({ modal: 'login', loginPurpose: { title: 'Log in to save the search' } });
    expect(screen.queryByTestId('save-search-dialog')).toBeNull();
    act(() => {
      useUiStore.getState().setLoggedIn(true);
      useUiStore.getState().closeModal();
    });
    expect(await screen.findByTestId('save-search-dialog')).toBeInTheDocument();
  });

  it('a user who pressed the button before the session was resumed gets the dialog, and the login modal closes', async () => {
    server.use(...fakeApi().handlers);
    const user = userEvent.setup();
    renderWithProviders(<SaveSearch kind="events" query="?type=forum" texts={saveSearchTextsOf(en)} />);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(useUiStore.getState().modal).toBe('login');
    act(() => useUiStore.getState().setLoggedIn(true));
    expect(await screen.findByTestId('save-search-dialog')).toBeInTheDocument();
    expect(useUiStore.getState().modal).toBeNull();
  });

  it('saves the page’s query under the name given, refuses an empty name, shows the server’s refusal', async () => {
    useUiStore.setState({ loggedIn: true });
    const api = fakeApi();
    server.use(...api.handlers);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<SaveSearch kind="sites" query="areaHa=12&rail=1" texts={saveSearchTextsOf(en)} />);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByTestId('save-search-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name for the search')).toBeInTheDocument();
    expect(api.posted).toEqual([]);
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Name of the search/), 'many');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You can keep at most 20 saved searches: delete one first.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Name of the search/));
    await user.type(within(dialog).getByLabelText(/Name of the search/), 'Big sites');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('save-search-dialog')).toBeNull());
    expect(api.posted.at(-1)).toEqual({ name: 'Big sites', kind: 'sites', query: 'areaHa=12&rail=1' });
    expect(screen.getByRole('status')).toHaveTextContent('The search “Big sites” is saved.');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Saved searches in your personal account' })).toHaveAttribute('href', expect.stringContaining('tab=savedSearches'));
  });
});

describe('the cabinet’s saved searches', () => {
  it('lists each search with its state and last alert; pause, resume, rename and delete are announced', async () => {
    const api = fakeApi([{ ...SEARCH }]);
    server.use(...api.handlers);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<SavedSearchesTab />);
    const card = await screen.findByTestId('saved-search-7');
    expect(within(card).getByRole('heading', { name: 'North' })).toBeInTheDocument();
    expect(within(card).getByText('Sites')).toBeInTheDocument();
    expect(within(card).getByTestId('saved-search-status')).toHaveTextContent('on');
    expect(card).toHaveTextContent(/Last alert:?\s*20 November 2026 at 12:30/);
    expect(within(card).getByRole('link', { name: 'Open the search “North”' })).toHaveAttribute('href', '/en/investicionnie-ploshadki/podbor?areaHa=10');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Pause alerts: North' }));
    expect(await screen.findByText('Alerts for “North” are paused.')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Resume alerts: North' })).toBeInTheDocument();
    expect(within(card).getByTestId('saved-search-status')).toHaveTextContent('paused');

    await user.click(within(card).getByRole('button', { name: 'Rename: North' }));
    const field = within(card).getByLabelText(/New name for “North”/);
    await user.clear(field);
    await user.type(field, 'Far north');
    await user.click(within(card).getByRole('button', { name: 'Save the name' }));
    expect(await screen.findByText('The search is renamed “Far north”.')).toBeInTheDocument();

    await user.click(within(await screen.findByTestId('saved-search-7')).getByRole('button', { name: 'Delete: Far north' }));
    const confirm = await screen.findByTestId('saved-search-delete-dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete the search' }));
    expect(await screen.findByText('The search “Far north” is deleted.')).toBeInTheDocument();
    expect(await screen.findByText(/You have no saved searches yet/)).toBeInTheDocument();
    expect(api.searches).toEqual([]);
  });
});

describe('the unsubscribe page', () => {
  const TOKEN = 'a'.repeat(64);
  /** The page's texts, as the server builds them for an English visitor. */
  const texts = unsubscribeTextsFrom(translatorOf(en, 'en', 'savedSearches'), 'en');

  it('opening the link changes nothing; the button unsubscribes', async () => {
    let posted = 0;
    server.use(
      http.get(apiUrl(`/saved-search/unsubscribe/${TOKEN}`), () => ok({ name: 'North', kind: 'sites', unsubscribed: posted > 0 })),
      http.post(apiUrl(`/saved-search/unsubscribe/${TOKEN}`), () => {
        posted += 1;
        return ok({ name: 'North', kind: 'sites', unsubscribed: true });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<UnsubscribeView token={TOKEN} texts={texts} />);
    const confirm = await screen.findByTestId('unsubscribe-confirm');
    expect(confirm).toHaveTextContent('Stop the e-mail alerts for your saved search “North”?');
    expect(posted).toBe(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent('You will no longer receive alerts for “North”.');
    expect(posted).toBe(1);
  });

  it('an invalid link says so', async () => {
    server.use(http.get(apiUrl('/saved-search/unsubscribe/bad'), () => fail(404, { message: 'This unsubscribe link is not valid.' })));
    renderWithProviders(<UnsubscribeView token="bad" texts={texts} />);
    expect(await screen.findByTestId('unsubscribe-invalid')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.getByRole('link', { name: en.savedSearches.unsubscribe.toProfile })).toHaveAttribute('href', '/en/profile?tab=savedSearches');
  });

  it('a failed unsubscribe says so and can be tried again', async () => {
    let posted = 0;
    server.use(
      http.get(apiUrl(`/saved-search/unsubscribe/${TOKEN}`), () => ok({ name: 'North', kind: 'sites', unsubscribed: false })),
      http.post(apiUrl(`/saved-search/unsubscribe/${TOKEN}`), () => {
        posted += 1;
        return posted === 1 ? fail(500, { message: 'Down.' }) : ok({ name: 'North', kind: 'sites', unsubscribed: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribeView token={TOKEN} texts={texts} />);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.savedSearches.unsubscribe.failed);
    await user.click(button);
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent('You will no longer receive alerts for “North”.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
