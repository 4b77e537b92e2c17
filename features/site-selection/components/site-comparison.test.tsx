import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { SiteDto } from '@/lib/sites/site-dto';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setupFeatureDom } from '@/testing/render-feature';
import { useCompareStore } from '../stores/compare';
import { CompareSiteOfPage, siteSlugOfPath } from './compare-site-of-page';
import { SiteComparison } from './site-comparison';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const PATH = '/investicionnie-ploshadki/sravnenie';
beforeAll(() => setupFeatureDom());
beforeEach(() => useCompareStore.setState({ sites: [] }));
afterEach(() => window.history.replaceState(null, '', '/'));

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

describe('SiteComparison', () => {
  it('puts the sites of ?ids= side by side, highlights the rows that differ, aligns units and adopts them as the choice', async () => {
    serveSites();
    window.history.replaceState(null, '', `${PATH}?ids=1,2`);
    renderWithProviders(<SiteComparison />);
    const columns = await screen.findAllByTestId('site-comparison-site');
    expect(columns.map((column) => within(column).getAllByRole('link')[0]!.textContent)).toEqual(['Kansk East', 'Kansk West']);
    const area = screen.getByTestId('compare-row-area');
    expect(area).toHaveAttribute('data-differs', 'true');
    expect(within(area).getByRole('rowheader')).toHaveTextContent(`${en.siteFacts.field.area} (${en.siteSelection.compare.differs})`);
    expect(within(area).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12.5 ha', '40 ha']);
    expect(screen.getByTestId('compare-row-gas-available')).toHaveAttribute('data-differs', 'true');
    expect(screen.getByTestId('compare-row-regime')).not.toHaveAttribute('data-differs');
    expect(within(screen.getByTestId('compare-row-electricity-capacity')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10 MW', '10 MW']);
    expect(within(columns[0]!).getByTestId('site-passport-link')).toHaveAttribute('href', '/api/v1/proizvodstvennie-ploshadki/kansk-east/passport.pdf?lang=en');
    await waitFor(() => expect(useCompareStore.getState().sites.map((s) => s.id)).toEqual([1, 2]));
  });

  it('without ids shows the sites chosen in this browser and writes them into the address; fewer than two asks for more', async () => {
    serveSites();
    window.history.replaceState(null, '', PATH);
    useCompareStore.setState({ sites: [{ id: 2, slug: 'kansk-west', title: 'Kansk West' }] });
    const view = renderWithProviders(<SiteComparison />);
    expect(await screen.findByTestId('site-comparison-empty')).toHaveTextContent(en.siteSelection.compare.needTwo);
    view.unmount();
    useCompareStore.setState({ sites: [{ id: 2, slug: 'kansk-west', title: 'Kansk West' }, { id: 1, slug: 'kansk-east', title: 'Kansk East' }] });
    renderWithProviders(<SiteComparison />);
    expect(await screen.findAllByTestId('site-comparison-site')).toHaveLength(2);
    expect(window.location.search).toBe('?ids=2,1');
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
