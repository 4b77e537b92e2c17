import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { translatorOf } from '@/testing/translator';
import type { UtilityKey } from '@/lib/sites/vocabulary';
import { investMapTextsFrom } from '../map-texts';
import type { MapData, MapItem } from '../types';
import { InvestMap } from './invest-map';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));

const item = (id: string, kind: MapItem['kind'], category: string, area: number | null, utilities: UtilityKey[] = []): MapItem => ({
  id, kind, category, categoryLabel: category, title: `Title ${id}`, slug: `slug-${id}`, path: `/p/${id}`, lat: 56, lng: 93, summary: null,
  location: null, area, utilities: utilities.map((value) => ({ value, label: en.siteFacts.utility[value] })),
});

const data: MapData = {
  items: [item('a', 'site', 'greenfield', 60, ['gas', 'rail']), item('b', 'site', 'brownfield', 12, ['rail']), item('z', 'zone', 'zone', null)],
  categories: [{ value: 'greenfield', label: 'Greenfield' }, { value: 'brownfield', label: 'Brownfield' }, { value: 'zone', label: 'Preferential zone' }],
  utilities: (['electricity', 'gas', 'water', 'sewerage', 'heat', 'rail'] as const).map((value) => ({ value, label: en.siteFacts.utility[value] })),
  base: { styleUrl: null, tilesUrl: null, attribution: null },
};

// The texts the page gives the island, made by the page's own function from the English catalogue.
const texts = investMapTextsFrom(translatorOf(en, 'en', 'investMap'), en.investMap, data.items.length, 'en');

function renderMap() {
  return render(
    <InvestMap data={data} texts={texts} />,
  );
}

const titles = () => within(screen.getByTestId('invest-map-list')).getAllByRole('link').map((a) => a.textContent);

beforeEach(() => {
  search = new URLSearchParams();
  vi.spyOn(window.history, 'replaceState').mockImplementation((_, __, url) => {
    search = new URLSearchParams(String(url ?? '').split('?')[1] ?? '');
  });
});

describe('InvestMap', () => {
  it('without WebGL (jsdom) says so and keeps the list with its links', () => {
    renderMap();
    expect(screen.getByTestId('invest-map-notice')).toHaveTextContent(en.investMap.map.noWebgl);
    expect(titles()).toEqual(['Title a', 'Title b', 'Title z']);
    expect(screen.getByRole('link', { name: 'Title z' })).toHaveAttribute('href', '/en/p/z');
  });

  it('shows the preview, a dot per listed object, and no start button where the map cannot run', async () => {
    renderMap();
    const preview = screen.getByTestId('invest-map-preview');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(preview.querySelectorAll('circle.invest-map__dot--site')).toHaveLength(2);
    expect(preview.querySelectorAll('rect.invest-map__dot--zone')).toHaveLength(1);
    expect(screen.queryByTestId('invest-map-start')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: en.siteFacts.utility.gas }));
    expect(preview.querySelectorAll('.invest-map__dot')).toHaveLength(1);
  });

  it('reads the filters from the URL and writes changes back to it', async () => {
    search = new URLSearchParams('utility=rail');
    const view = renderMap();
    expect(titles()).toEqual(['Title a', 'Title b']);
    expect(screen.getByRole('checkbox', { name: en.siteFacts.utility.rail })).toBeChecked();
    // The utilities are the vocabulary's, in its order, with the site pages' labels.
    const utilities = screen.getByRole('group', { name: en.investMap.filters.utilities });
    expect(within(utilities).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(Object.values(en.siteFacts.utility));
    const matching = screen.getByRole('link', { name: en.investMap.filters.matching });
    expect(matching).toHaveAttribute('href', '/en/investicionnie-ploshadki/podbor?rail=1');
    await userEvent.selectOptions(screen.getByLabelText(en.investMap.filters.area), en.investMap.filters.areas.gt50);
    expect(window.history.replaceState).toHaveBeenLastCalledWith(null, '', '?area=gt50&utility=rail');
    expect(matching).toHaveAttribute('href', '/en/investicionnie-ploshadki/podbor?areaHa=50&rail=1');
    view.rerender(
      <InvestMap data={data} texts={texts} />,
    );
    expect(titles()).toEqual(['Title a']);
    expect(screen.getByText('1 item shown of 3')).toBeInTheDocument();
  });

  it('names the offline base’s lines in the legend: the krai’s border, railways, rivers', () => {
    renderMap();
    const legend = screen.getByRole('list', { name: en.investMap.map.legend });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      en.investMap.kinds.site, en.investMap.kinds.zone, en.investMap.kinds.offer,
      en.investMap.legend.krai, en.investMap.legend.rail, en.investMap.legend.river,
    ]);
  });

  it('says so when the deep link names a site that is not on the map, and not when it is', () => {
    search = new URLSearchParams('site=slug-nowhere');
    const view = renderMap();
    expect(screen.getByTestId('invest-map-site-missing')).toHaveTextContent(en.investMap.map.siteMissing);
    expect(titles()).toEqual(['Title a', 'Title b', 'Title z']);
    view.unmount();
    search = new URLSearchParams('site=slug-a');
    renderMap();
    expect(screen.queryByTestId('invest-map-site-missing')).toBeNull();
    // A zone's key is no site's slug.
    search = new URLSearchParams('site=slug-z');
    renderMap();
    expect(screen.getByTestId('invest-map-site-missing')).toBeInTheDocument();
  });
});
