import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { createTranslator } from 'next-intl';
import { renderWithProviders } from '@/testing/render-feature';
import { saveSearchTextsOf } from '@/testing/save-search-texts';
import { EventsBrowser, type EventEntry } from './events-browser';

// Next's router keeps useSearchParams in step with history.pushState; the test does the same with the real URL.
const LOCATION_CHANGE = 'test:locationchange';
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: () => {
    const search = useSyncExternalStore(
      (notify) => {
        window.addEventListener(LOCATION_CHANGE, notify);
        return () => window.removeEventListener(LOCATION_CHANGE, notify);
      },
      () => window.location.search,
    );
    return new URLSearchParams(search);
  },
}));

const pushState = window.history.pushState.bind(window.history);
beforeEach(() => {
  vi.spyOn(window.history, 'pushState').mockImplementation((data, unused, url) => {
    pushState(data, unused, url);
    window.dispatchEvent(new Event(LOCATION_CHANGE));
  });
});
afterEach(() => pushState(null, '', '/events'));

const types = [
  { id: 1, slug: 'forum', name: 'Forum' },
  { id: 2, slug: 'seminar', name: 'Seminar' },
];
const cities = [
  { id: 1, slug: 'krasnoyarsk', name: 'Krasnoyarsk' },
  { id: 2, slug: 'achinsk', name: 'Achinsk' },
];
const entry = (key: number, title: string, type: string, city: string, past = false): EventEntry => ({
  key,
  type,
  city,
  past,
  card: <li data-testid="card">{title}</li>,
});
const entries = [
  entry(1, 'Economic forum', 'forum', 'krasnoyarsk'),
  entry(2, 'Investor day', 'forum', 'achinsk'),
  entry(3, 'SME seminar', 'seminar', 'achinsk'),
  entry(4, 'Last year forum', 'forum', 'krasnoyarsk', true),
];
const t = en.events;
const shownTitles = () => screen.queryAllByTestId('card').map((card) => card.textContent);

/** What the page gives the island (events-browser-texts.ts), from the English catalogue. */
const translate = createTranslator({ locale: 'en', messages: en, namespace: 'events' });
const texts = {
  label: translate('filter.label'),
  type: translate('filter.type'),
  city: translate('filter.city'),
  allTypes: translate('filter.allTypes'),
  allCities: translate('filter.allCities'),
  all: translate('filter.all'),
  shown: Object.fromEntries(Array.from({ length: entries.length + 1 }, (_, shown) => [shown, translate('filter.shown', { shown, total: entries.length })])),
  upcoming: translate('upcoming'),
  past: translate('past'),
  noMatch: translate('noMatch'),
  empty: translate('empty'),
};

describe('EventsBrowser', () => {
  it('shows every event, upcoming and past in their own groups', () => {
    renderWithProviders(<EventsBrowser types={types} cities={cities} entries={entries} texts={texts} saveSearchTexts={saveSearchTextsOf(en)} />);
    expect(shownTitles()).toEqual(['Economic forum', 'Investor day', 'SME seminar', 'Last year forum']);
    expect(within(screen.getByRole('region', { name: t.past })).getByText('Last year forum')).toBeInTheDocument();
    expect(screen.getByTestId('events-count')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('events-count')).toHaveTextContent('Showing 4 of 4 events');
  });

  it('narrows by type, then city, writing both into the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventsBrowser types={types} cities={cities} entries={entries} texts={texts} saveSearchTexts={saveSearchTextsOf(en)} />);
    await user.selectOptions(screen.getByLabelText(t.filter.type), 'forum');
    expect(window.location.search).toBe('?type=forum');
    expect(shownTitles()).toEqual(['Economic forum', 'Investor day', 'Last year forum']);
    await user.selectOptions(screen.getByLabelText(t.filter.city), 'achinsk');
    expect(window.location.search).toBe('?type=forum&city=achinsk');
    expect(shownTitles()).toEqual(['Investor day']);
    expect(screen.queryByRole('region', { name: t.past })).not.toBeInTheDocument();
  });

  it('opens filtered from a shared link, and «all» resets it', async () => {
    pushState(null, '', '/events?type=seminar&city=achinsk');
    const user = userEvent.setup();
    renderWithProviders(<EventsBrowser types={types} cities={cities} entries={entries} texts={texts} saveSearchTexts={saveSearchTextsOf(en)} />);
    expect(screen.getByLabelText(t.filter.type)).toHaveValue('seminar');
    expect(screen.getByLabelText(t.filter.city)).toHaveValue('achinsk');
    expect(shownTitles()).toEqual(['SME seminar']);
    await user.click(screen.getByRole('button', { name: t.filter.all }));
    expect(window.location.search).toBe('');
    expect(shownTitles()).toHaveLength(4);
    expect(screen.getByRole('button', { name: t.filter.all })).toBeDisabled();
  });

  it('says so when nothing matches, and ignores values it does not know', () => {
    pushState(null, '', '/events?type=seminar&city=krasnoyarsk');
    const { unmount } = renderWithProviders(<EventsBrowser types={types} cities={cities} entries={entries} texts={texts} saveSearchTexts={saveSearchTextsOf(en)} />);
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText(t.noMatch)).toBeInTheDocument();
    unmount();
    pushState(null, '', '/events?type=gala');
    renderWithProviders(<EventsBrowser types={types} cities={cities} entries={entries} texts={texts} saveSearchTexts={saveSearchTextsOf(en)} />);
    expect(shownTitles()).toHaveLength(4);
  });
});
