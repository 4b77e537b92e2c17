import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { apiUrl, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setupFeatureDom } from '@/testing/render-feature';
import { saveSearchTextsOf } from '@/testing/save-search-texts';
import type { SiteDto } from '@/lib/sites/site-dto';
import { useCompareStore } from '../stores/compare';
import { translatorOf } from '@/testing/translator';
import { compareTextsFrom } from '../compare-texts';
import { SiteMatcher } from './site-matcher';

// Next's router keeps useSearchParams in step with history.pushState; the test does the same with the real URL.
const LOCATION_CHANGE = 'test:locationchange';
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: () => {
    const search = useSyncExternalStore(
      (notify) => {
        window.addEventListener(LOCATION_CHANGE, notify);
        window.addEventListener('popstate', notify);
        return () => {
          window.removeEventListener(LOCATION_CHANGE, notify);
          window.removeEventListener('popstate', notify);
        };
      },
      () => window.location.search,
    );
    return new URLSearchParams(search);
  },
}));

const pushState = window.history.pushState.bind(window.history);
const PATH = '/investicionnie-ploshadki/podbor';
beforeAll(() => setupFeatureDom());
beforeEach(() => {
  vi.spyOn(window.history, 'pushState').mockImplementation((data, unused, url) => {
    pushState(data, unused, url);
    window.dispatchEvent(new Event(LOCATION_CHANGE));
  });
  useCompareStore.setState({ sites: [] });
});
afterEach(() => pushState(null, '', PATH));

const site = (id: number, title: string, capacity: number | null): SiteDto => ({
  id,
  slug: `site-${id}`,
  title,
  areaHa: 40,
  regime: { value: 'none', label: 'None' },
  municipality: { value: 'kansk', label: 'Kansk' },
  possession: [],
  distances: { cityKm: 1, roadKm: 1, railKm: 1, substationKm: 1 },
  utilities: { electricity: { available: true, capacity, unit: 'MW', source: 'Rosseti', verifiedAt: '2026-06-01', voltageKv: 110 } },
  stale: false,
});

/** The fake API answers what the real one would for `electricityMw` alone, and records every query it is asked. */
function serveMatches() {
  const queries: string[] = [];
  server.use(
    http.get(apiUrl('/site-match'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params.toString());
      const need = Number(params.get('electricityMw') ?? 0);
      if (!need) return ok({ items: [site(1, 'Kansk East', 12), site(2, 'Kansk West', 6.5)].map((s) => ({ site: s, score: 100, meets: [], misses: [] })), totalCount: 2 });
      return ok({
        items: [
          { site: site(1, 'Kansk East', 12), score: 100, meets: ['electricity'], misses: [] },
          { site: site(2, 'Kansk West', 6.5), score: 65, meets: [], misses: [{ key: 'electricity', reason: 'short', need, have: 6.5, shortfall: need - 6.5, unit: 'MW' }] },
        ],
        totalCount: 2,
      });
    }),
  );
  return queries;
}

const go = (search: string) => pushState(null, '', `${PATH}${search}`);

describe('SiteMatcher', () => {
  it('reads the query from the URL, fills the form with it and lists the ranked sites with what each misses, in Russian units', async () => {
    const queries = serveMatches();
    go('?electricityMw=10');
    renderWithProviders(<SiteMatcher saveSearchTexts={saveSearchTextsOf(ru, '/profile?tab=savedSearches')} compareTexts={compareTextsFrom(translatorOf(ru, 'ru', 'siteSelection'), 'ru')} />, { locale: 'ru' });
    const field = screen.getByLabelText(`${ru.siteFacts.utility.electricity}, ${ru.siteFacts.unit.MW}`);
    expect(field).toHaveValue('10');
    const results = await screen.findAllByTestId('site-match-result');
    expect(results.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Kansk East', 'Kansk West']);
    expect(within(results[1]!).getByTestId('site-match-misses')).toHaveTextContent('Электроснабжение: не хватает 3,5 МВт (есть 6,5 из 10)');
    expect(within(results[0]!).getByTestId('site-match-meets')).toHaveTextContent('Электроснабжение: 12 МВт (нужно не менее 10)');
    expect(within(results[1]!).getByTestId('site-match-score')).toHaveTextContent('65');
    expect(queries).toEqual(['electricityMw=10']);
    expect(within(results[0]!).getByTestId('site-passport-link')).toHaveAttribute('href', '/api/v1/proizvodstvennie-ploshadki/site-1/passport.pdf?lang=ru');
  });

  it('a search writes the URL (decimal comma as a point), Back returns to the previous query', async () => {
    const queries = serveMatches();
    go('');
    renderWithProviders(<SiteMatcher saveSearchTexts={saveSearchTextsOf(en)} compareTexts={compareTextsFrom(translatorOf(en, 'en', 'siteSelection'), 'en')} />);
    await screen.findAllByTestId('site-match-result');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(`${en.siteFacts.utility.electricity}, ${en.siteFacts.unit.MW}`), '3,5');
    await user.click(screen.getByLabelText(en.siteSelection.form.rail));
    await user.selectOptions(screen.getByLabelText(en.siteFacts.field.regime), 'sez');
    await user.click(screen.getByRole('button', { name: en.siteSelection.form.submit }));
    expect(window.location.search).toBe('?electricityMw=3.5&rail=1&regime=sez');
    await waitFor(() => expect(queries).toContain('electricityMw=3.5&rail=1&regime=sez'));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(screen.getByLabelText(`${en.siteFacts.utility.electricity}, ${en.siteFacts.unit.MW}`)).toHaveValue(''));
  });

  it('a bad number is listed in the error summary and no search is made', async () => {
    const queries = serveMatches();
    go('');
    renderWithProviders(<SiteMatcher saveSearchTexts={saveSearchTextsOf(en)} compareTexts={compareTextsFrom(translatorOf(en, 'en', 'siteSelection'), 'en')} />);
    await screen.findAllByTestId('site-match-result');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(`${en.siteFacts.field.area}, ${en.siteFacts.unit.ha}`), '-5');
    await user.click(screen.getByRole('button', { name: en.siteSelection.form.submit }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent(en.siteSelection.errors.number);
    expect(summary).toHaveFocus();
    expect(window.location.search).toBe('');
    expect(queries).toEqual(['']);
  });

  it('an address with an unknown parameter says so and asks the API nothing', async () => {
    const queries = serveMatches();
    go('?electricity=5');
    renderWithProviders(<SiteMatcher saveSearchTexts={saveSearchTextsOf(en)} compareTexts={compareTextsFrom(translatorOf(en, 'en', 'siteSelection'), 'en')} />);
    expect(await screen.findByTestId('site-results-invalid')).toHaveTextContent(en.siteSelection.errors.invalidAddress);
    expect(screen.getByTestId('error-summary')).toHaveTextContent('The page address has unknown parameters: electricity.');
    expect(queries).toEqual([]);
  });

  it('«Compare» adds sites to the tray (pressed), at most four, and the tray links to the comparison', async () => {
    serveMatches();
    go('');
    useCompareStore.setState({ sites: [2, 3, 4].map((id) => ({ id: id + 10, slug: `s-${id}`, title: `Other ${id}` })) });
    renderWithProviders(<SiteMatcher saveSearchTexts={saveSearchTextsOf(en)} compareTexts={compareTextsFrom(translatorOf(en, 'en', 'siteSelection'), 'en')} />);
    const [first, second] = await screen.findAllByTestId('site-match-result');
    const user = userEvent.setup();
    await user.click(within(first!).getByRole('button', { name: en.siteSelection.actions.compare }));
    expect(within(first!).getByRole('button', { name: en.siteSelection.actions.compare })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('compare-open')).toHaveAttribute('href', '/en/investicionnie-ploshadki/sravnenie?ids=12,13,14,1');
    await user.click(within(second!).getByRole('button', { name: en.siteSelection.actions.compare }));
    expect(within(second!).getByRole('button', { name: en.siteSelection.actions.compare })).toHaveAttribute('aria-pressed', 'false');
    expect(within(second!).getByText(/4 sites are already being compared/)).toHaveAttribute('role', 'status');
    expect(useCompareStore.getState().sites.map((s) => s.id)).toEqual([12, 13, 14, 1]);
  });
});
