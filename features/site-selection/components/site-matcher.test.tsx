import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { renderWithProviders, setupFeatureDom } from '@/testing/render-feature';
import { saveSearchTextsOf } from '@/testing/save-search-texts';
import { translatorOf } from '@/testing/translator';
import type { SiteDto } from '@/lib/sites/site-dto';
import type { SiteMatches } from '../api/read-site-matches';
import { compareTextsFrom } from '../compare-texts';
import { readMatchAddress } from '../match-address';
import { useCompareStore } from '../stores/compare';
import { SiteMatcher, type MatchOutcome } from './site-matcher';

beforeAll(() => setupFeatureDom());
beforeEach(() => useCompareStore.setState({ sites: [] }));

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

/** What GET /site-match answers for `electricityMw` = `need`: one site meets it, the other falls 3.5 MW short. */
const ranking = (need: number): SiteMatches => ({
  items: [
    { site: site(1, 'Kansk East', 12), score: 100, meets: ['electricity'], misses: [] },
    { site: site(2, 'Kansk West', 6.5), score: 65, meets: [], misses: [{ key: 'electricity', reason: 'short', need, have: 6.5, shortfall: need - 6.5, unit: 'MW' }] },
  ],
  totalCount: 2,
});

/** The page's outcome for an address: what the server page gives the view (`results` for a searchable one). */
function outcomeOf(params: Record<string, string>, results: SiteMatches | null = ranking(10)): MatchOutcome {
  const address = readMatchAddress(params);
  if (address.state === 'moved') throw new Error(`the page would move ${JSON.stringify(params)} to ?${address.search}`);
  return address.state === 'query' ? { ...address, results } : address;
}

function renderMatcher(outcome: MatchOutcome, locale: 'en' | 'ru' = 'en') {
  const messages = locale === 'en' ? en : ru;
  const path = locale === 'en' ? '/en/investicionnie-ploshadki/podbor' : '/investicionnie-ploshadki/podbor';
  return renderWithProviders(
    <SiteMatcher path={path} outcome={outcome} saveSearchTexts={saveSearchTextsOf(messages)} compareTexts={compareTextsFrom(translatorOf(messages, locale, 'siteSelection'), locale)} />,
    { locale },
  );
}

const electricity = (messages: typeof en) => `${messages.siteFacts.utility.electricity}, ${messages.siteFacts.unit.MW}`;

describe('SiteMatcher', () => {
  it('fills the form with the address’s query (decimal comma in Russian) and lists the ranked sites with what each meets and misses', () => {
    renderMatcher(outcomeOf({ electricityMw: '3.5', rail: '1' }), 'ru');
    expect(screen.getByLabelText(electricity(ru))).toHaveValue('3,5');
    expect(screen.getByLabelText(ru.siteSelection.form.rail)).toBeChecked();
    expect(screen.getByTestId('site-results')).toHaveAttribute('data-query', 'electricityMw=3.5&rail=1');
    const results = screen.getAllByTestId('site-match-result');
    expect(results.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Kansk East', 'Kansk West']);
    expect(within(results[1]!).getByTestId('site-match-misses')).toHaveTextContent('Электроснабжение: не хватает 3,5 МВт (есть 6,5 из 10)');
    expect(within(results[0]!).getByTestId('site-match-meets')).toHaveTextContent('Электроснабжение: 12 МВт (нужно не менее 3,5)');
    expect(within(results[1]!).getByTestId('site-match-score')).toHaveTextContent('65');
    expect(within(results[0]!).getByRole('link', { name: 'Kansk East' })).toHaveAttribute('href', '/investicionnie-ploshadki/proizvodstvennie-ploshadki/site-1');
    expect(within(results[0]!).getByTestId('site-passport-link')).toHaveAttribute('href', '/api/v1/proizvodstvennie-ploshadki/site-1/passport.pdf?lang=ru');
    expect(screen.getByTestId('site-results-count')).toHaveTextContent('2');
  });

  it('is a plain GET form to the page’s own address, every field named by its parameter, with a link that clears it', () => {
    renderMatcher(outcomeOf({}));
    const form = screen.getByTestId('site-match-form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/investicionnie-ploshadki/podbor');
    expect(screen.getByLabelText(electricity(en))).toHaveAttribute('name', 'electricityMw');
    expect(screen.getByLabelText(en.siteSelection.form.rail)).toHaveAttribute('value', '1');
    expect(screen.getByLabelText(en.siteFacts.field.regime)).toHaveAttribute('name', 'regime');
    expect(screen.getByRole('link', { name: en.siteSelection.form.reset })).toHaveAttribute('href', '/en/investicionnie-ploshadki/podbor');
    // Two sentences: the count ends with its full stop before the note.
    expect(screen.getByTestId('site-results-count')).toHaveTextContent(/^\d+ sites? found\. No requirements given/);
    expect(screen.getByTestId('site-results-count')).toHaveTextContent(en.siteSelection.results.noRequirements);
  });

  it('an address with a bad number keeps what was typed, lists the error (focused, linked to its field) and ranks nothing', async () => {
    renderMatcher(outcomeOf({ areaHa: '-5', electricityMw: '7' }));
    const summary = screen.getByTestId('error-summary');
    expect(summary).toHaveTextContent(`${en.siteFacts.field.area}, ${en.siteFacts.unit.ha}: ${en.siteSelection.errors.number}`);
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(`${en.siteFacts.field.area}, ${en.siteFacts.unit.ha}`)).toHaveValue('-5');
    expect(screen.getByLabelText(`${en.siteFacts.field.area}, ${en.siteFacts.unit.ha}`)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(electricity(en))).toHaveValue('7');
    expect(screen.getByTestId('site-results-invalid')).toHaveTextContent(en.siteSelection.errors.invalidAddress);
    expect(screen.queryByTestId('site-match-result')).toBeNull();
    expect(screen.queryByTestId('save-search')).toBeNull();
    await userEvent.setup().click(within(summary).getByRole('link'));
    expect(screen.getByLabelText(`${en.siteFacts.field.area}, ${en.siteFacts.unit.ha}`)).toHaveFocus();
  });

  it('an address with an unknown parameter says so in the page’s language', () => {
    renderMatcher(outcomeOf({ electricity: '5' }));
    expect(screen.getByTestId('error-summary')).toHaveTextContent('The page address has unknown parameters: electricity.');
    expect(screen.getByTestId('site-results-invalid')).toBeInTheDocument();
  });

  it('when the ranking could not be read, says so and offers the same address again', () => {
    renderMatcher(outcomeOf({ electricityMw: '5' }, null));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(en.siteSelection.results.failed);
    expect(within(alert).getByRole('link', { name: en.siteSelection.results.retry })).toHaveAttribute('href', '/en/investicionnie-ploshadki/podbor?electricityMw=5');
  });

  it('«Compare» adds sites to the tray (pressed), at most four, and the tray links to the comparison', async () => {
    useCompareStore.setState({ sites: [2, 3, 4].map((id) => ({ id: id + 10, slug: `s-${id}`, title: `Other ${id}` })) });
    renderMatcher(outcomeOf({ electricityMw: '10' }));
    const [first, second] = screen.getAllByTestId('site-match-result');
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
