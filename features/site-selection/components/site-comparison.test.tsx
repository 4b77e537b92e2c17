import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import type { Locale } from '@/i18n/routing';
import type { SiteDto } from '@/lib/sites/site-dto';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setupFeatureDom } from '@/testing/render-feature';
import { translatorOf } from '@/testing/translator';
import { useCompareStore } from '../stores/compare';
import { CompareSiteOfPage, siteSlugOfPath } from './compare-site-of-page';
import { SiteComparison } from './site-comparison';

const { replace } = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ replace }),
}));

const PATH = '/investicionnie-ploshadki/sravnenie';
beforeAll(() => setupFeatureDom());
beforeEach(() => {
  useCompareStore.setState({ sites: [] });
  replace.mockClear();
});

const utility = (available: boolean, capacity: number | null, unit: string) => ({ available, capacity, unit, source: 'Rosseti', verifiedAt: '2026-06-01' });
const site = (id: number, slug: string, title: string, areaHa: number, gas: boolean): SiteDto => ({
  id,
  slug,
  title,
  areaHa,
  regime: { value: 'tor', label: 'Advanced development territory (ADT)' },
  municipality: { value: 'kansk', label: 'Kansk' },
  possession: [{ value: 'rent', label: 'Lease' }],
  distances: { cityKm: 3, roadKm: 1, railKm: 2, substationKm: 0.5 },
  utilities: {
    electricity: { ...utility(true, 10, 'MW'), voltageKv: 110 },
    gas: utility(gas, gas ? 500 : null, 'm3/h'),
    water: utility(true, 300, 'm3/day'),
    sewerage: utility(true, 200, 'm3/day'),
    heat: utility(true, 2, 'Gcal/h'),
    rail: utility(false, null, ''),
  },
  stale: false,
});
const SITES = [site(1, 'kansk-east', 'Kansk East', 12.5, true), site(2, 'kansk-west', 'Kansk West', 40, false)];

function serveSites() {
  server.use(
    http.get(apiUrl('/proizvodstvennie-ploshadki/:id'), ({ params }) => {
      const found = SITES.find((s) => String(s.id) === params.id || s.slug === params.id);
      return found ? ok(found) : fail(404, { message: 'Not found' });
    }),
  );
}

/** The server's view in a language, with the translators its page passes. */
function renderComparison({ ids, sites, missing = 0, locale = 'en' }: { ids: number[]; sites: SiteDto[]; missing?: number; locale?: Locale }) {
  const messages = locale === 'ru' ? ru : en;
  const texts = {
    t: translatorOf(messages, locale, 'siteSelection'),
    facts: translatorOf(messages, locale, 'siteFacts'),
    passport: translatorOf(messages, locale, 'sitePassport'),
  };
  return render(<SiteComparison locale={locale} ids={ids} sites={sites} missing={missing} texts={texts} />);
}

describe('SiteComparison', () => {
  it('puts the sites side by side, highlights the rows that differ, aligns units and adopts them as the choice', async () => {
    renderComparison({ ids: [1, 2], sites: SITES });
    const columns = screen.getAllByTestId('site-comparison-site');
    expect(columns.map((column) => within(column).getAllByRole('link')[0]!.textContent)).toEqual(['Kansk East', 'Kansk West']);
    expect(within(columns[0]!).getAllByRole('link')[0]).toHaveAttribute('href', '/en/investicionnie-ploshadki/proizvodstvennie-ploshadki/kansk-east');
    const area = screen.getByTestId('compare-row-area');
    expect(area).toHaveAttribute('data-differs', 'true');
    expect(within(area).getByRole('rowheader')).toHaveTextContent(`${en.siteFacts.field.area} (${en.siteSelection.compare.differs})`);
    expect(within(area).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12.5 ha', '40 ha']);
    expect(screen.getByTestId('compare-row-gas-available')).toHaveAttribute('data-differs', 'true');
    expect(screen.getByTestId('compare-row-regime')).not.toHaveAttribute('data-differs');
    expect(within(screen.getByTestId('compare-row-electricity-capacity')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10 MW', '10 MW']);
    expect(within(screen.getByTestId('compare-row-gas-verifiedAt')).getAllByRole('cell')[0]).toHaveTextContent('1 June 2026');
    expect(within(columns[0]!).getByTestId('site-passport-link')).toHaveAttribute('href', '/api/v1/proizvodstvennie-ploshadki/kansk-east/passport.pdf?lang=en');
    expect(screen.getByRole('button', { name: en.siteSelection.compare.print })).toBeInTheDocument();
    await waitFor(() => expect(useCompareStore.getState().sites).toEqual([{ id: 1, slug: 'kansk-east', title: 'Kansk East' }, { id: 2, slug: 'kansk-west', title: 'Kansk West' }]));
    expect(replace).not.toHaveBeenCalled();
  });

  it('writes figures, units and texts in the page’s language', () => {
    renderComparison({ ids: [1, 2], sites: SITES, locale: 'ru' });
    const area = screen.getByTestId('compare-row-area');
    expect(within(area).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([`12,5 ${ru.siteFacts.unit.ha}`, `40 ${ru.siteFacts.unit.ha}`]);
    expect(screen.getByRole('table')).toHaveAccessibleName(ru.siteSelection.compare.caption);
    expect(within(screen.getAllByTestId('site-comparison-site')[1]!).getAllByRole('link')[0]).toHaveAttribute('href', '/investicionnie-ploshadki/proizvodstvennie-ploshadki/kansk-west');
  });

  it('removes a site from the choice and moves to the address without it', async () => {
    const user = userEvent.setup();
    renderComparison({ ids: [1, 2, 3], sites: [...SITES, site(3, 'achinsk', 'Achinsk', 5, true)] });
    await waitFor(() => expect(useCompareStore.getState().sites.map((s) => s.id)).toEqual([1, 2, 3]));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${en.siteSelection.compare.remove}\\s*“Kansk West”$`) }));
    expect(useCompareStore.getState().sites.map((s) => s.id)).toEqual([1, 3]);
    expect(replace).toHaveBeenCalledWith(`/en${PATH}?ids=1,3`, { scroll: false });
  });

  it('says how many of the address’s sites are not published; fewer than two asks for more', async () => {
    renderComparison({ ids: [2, 9], sites: [SITES[1]!], missing: 1 });
    expect(screen.getByText(translatorOf(en, 'en', 'siteSelection')('compare.missing', { count: 1 }))).toBeInTheDocument();
    expect(screen.getByTestId('site-comparison-empty')).toHaveTextContent(en.siteSelection.compare.needTwo);
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(useCompareStore.getState().sites.map((s) => s.id)).toEqual([2]));
    expect(replace).not.toHaveBeenCalled();
  });

  it('without ids moves to the address of the sites chosen in this browser once two are chosen', async () => {
    useCompareStore.setState({ sites: [{ id: 2, slug: 'kansk-west', title: 'Kansk West' }] });
    renderComparison({ ids: [], sites: [] });
    expect(screen.getByTestId('site-comparison-empty')).toHaveTextContent(en.siteSelection.compare.needTwo);
    expect(replace).not.toHaveBeenCalled();
    act(() => useCompareStore.getState().toggle({ id: 1, slug: 'kansk-east', title: 'Kansk East' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/en${PATH}?ids=2,1`, { scroll: false }));
  });
});

describe('CompareSiteOfPage (a favourite)', () => {
  it('knows a production site’s page by its path', () => {
    expect(siteSlugOfPath('/investicionnie-ploshadki/proizvodstvennie-ploshadki/kansk-east')).toBe('kansk-east');
    expect(siteSlugOfPath('/news/kansk-east')).toBeNull();
  });

  it('looks the site up by its slug to add it; a site no longer published is not added and says so', async () => {
    serveSites();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CompareSiteOfPage path="/investicionnie-ploshadki/proizvodstvennie-ploshadki/kansk-east" title="Kansk East" />
        <CompareSiteOfPage path="/investicionnie-ploshadki/proizvodstvennie-ploshadki/gone" title="Gone" />
        <CompareSiteOfPage path="/news/forum" title="Forum" />
      </>,
    );
    const [east, gone] = screen.getAllByTestId('compare-toggle');
    expect(screen.getAllByTestId('compare-toggle')).toHaveLength(2);
    await user.click(east!);
    await waitFor(() => expect(east).toHaveAttribute('aria-pressed', 'true'));
    expect(useCompareStore.getState().sites).toEqual([{ id: 1, slug: 'kansk-east', title: 'Kansk East' }]);
    await user.click(gone!);
    expect(await screen.findByText(en.siteSelection.actions.compareGone)).toBeInTheDocument();
    expect(gone).toHaveAttribute('aria-pressed', 'false');
  });
});
