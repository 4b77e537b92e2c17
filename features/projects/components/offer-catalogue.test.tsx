import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { InvestOffer, OfferType } from '../types';
import { OfferCatalogue } from './offer-catalogue';

// The URL is the filter's state: read it the way Next's useSearchParams does after history.pushState. On the server
// of a cached page useSearchParams suspends (`suspendSearchParams`), and the Suspense fallback is the HTML.
let suspendSearchParams = false;
vi.mock('next/navigation', () => ({
  useSearchParams: () => {
    if (suspendSearchParams) throw new Promise(() => {});
    return new URLSearchParams(window.location.search);
  },
  // The cards link through ParamsLink, which reads the page's language from the route.
  useParams: () => ({ locale: 'ru' }),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const types: OfferType[] = [
  { id: 1, slug: 'promyshlennost', name: 'Industry' },
  { id: 2, slug: 'apk', name: 'Agriculture' },
  { id: 3, slug: 'turizm', name: 'Tourism' },
  { id: 4, slug: 'les', name: 'Timber' },
];
const offer = (id: number, title: string, type: OfferType, territory: string): InvestOffer => ({
  id, slug: `offer-${id}`, title, type, territory, investmentVolume: `${id} billion RUB`, resourceBase: null, excerpt: null, image: null,
});
const offers = [
  offer(1, 'Greenhouse complex', types[1]!, 'Minusinsk district'),
  offer(2, 'Building materials plant', types[0]!, 'Achinsk'),
  offer(3, 'Grain processing', types[1]!, 'Nazarovo district'),
  offer(4, 'Tourist complex', types[2]!, 'Yermakovsky district'),
];

const titles = () => within(screen.getByTestId('offer-list')).getAllByRole('heading').map((h) => h.textContent);

/** What the page gives the catalogue (offer-catalogue-texts.ts), from the English catalogue. */
const t = createTranslator({ locale: 'en', messages: en, namespace: 'projects' });
const texts = {
  legend: t('filter.legend'),
  all: t('filter.all'),
  empty: t('empty'),
  found: Object.fromEntries([0, 1, 2, 4].map((count) => [count, t('filter.found', { count })])),
  fields: en.projects.fields,
};

function renderCatalogue() {
  return render(<OfferCatalogue offers={offers} types={types} texts={texts} />);
}

beforeEach(() => {
  suspendSearchParams = false;
  window.history.replaceState(null, '', '/en/projects/invest-projects');
});

describe('OfferCatalogue', () => {
  it('shows all offers with their facts, and only the types that have offers', () => {
    renderCatalogue();
    expect(titles()).toEqual(['Greenhouse complex', 'Building materials plant', 'Grain processing', 'Tourist complex']);
    expect(screen.getByRole('radio', { name: /All offers/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Timber/ })).toBeNull();
    expect(screen.getByText('Minusinsk district')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 offers found');
  });

  it('applies the type in the URL', () => {
    window.history.replaceState(null, '', '/en/projects/invest-projects?type=apk');
    renderCatalogue();
    expect(screen.getByRole('radio', { name: /Agriculture/ })).toBeChecked();
    expect(titles()).toEqual(['Greenhouse complex', 'Grain processing']);
    expect(screen.getByRole('status')).toHaveTextContent('2 offers found');
  });

  it('before hydration shows every offer with «all» chosen, in valid HTML: no `readonly` on a radio button', () => {
    suspendSearchParams = true;
    const html = renderToString(
      <OfferCatalogue offers={offers} types={types} texts={texts} />,
    );
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(4);
    expect(radios.filter((radio) => /\sreadonly/i.test(radio))).toEqual([]);
    expect(radios.filter((radio) => /\schecked/.test(radio))).toEqual([expect.stringContaining('value=""')]);
    expect(html).toContain('Tourist complex');
  });

  it('puts a chosen type in the URL and narrows the list; «all offers» takes it out', async () => {
    const view = renderCatalogue();
    await userEvent.click(screen.getByRole('radio', { name: /Tourism/ }));
    expect(window.location.search).toBe('?type=turizm');
    view.rerender(
      <OfferCatalogue offers={offers} types={types} texts={texts} />,
    );
    expect(titles()).toEqual(['Tourist complex']);
    await userEvent.click(screen.getByRole('radio', { name: /All offers/ }));
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/en/projects/invest-projects');
  });
});
