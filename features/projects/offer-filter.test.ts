import { describe, expect, it } from 'vitest';
import { countOffersByType, filterOffers, offerTypeQuery, selectedOfferType } from './offer-filter';
import type { InvestOffer, OfferType } from './types';

const types: OfferType[] = [
  { id: 1, slug: 'promyshlennost', name: 'Промышленность' },
  { id: 2, slug: 'apk', name: 'АПК' },
  { id: 3, slug: 'turizm', name: 'Туризм' },
];

const offer = (id: number, type: Partial<OfferType> & { id: number }): InvestOffer => ({
  id,
  slug: `offer-${id}`,
  title: `Offer ${id}`,
  type,
  excerpt: null,
  resourceBase: null,
  territory: null,
  investmentVolume: null,
  image: null,
});

const offers = [offer(1, { id: 2, slug: 'apk' }), offer(2, { id: 1, slug: 'promyshlennost' }), offer(3, { id: 2 }), offer(4, { id: 3, slug: 'turizm' })];

describe('selectedOfferType', () => {
  it('reads a known slug or id from the URL', () => {
    expect(selectedOfferType('apk', types)).toBe('apk');
    expect(selectedOfferType('3', types)).toBe('turizm');
    expect(selectedOfferType(' apk ', types)).toBe('apk');
  });

  it('means all offers for nothing, 0 or an unknown type', () => {
    expect(selectedOfferType(null, types)).toBeNull();
    expect(selectedOfferType('', types)).toBeNull();
    expect(selectedOfferType('0', types)).toBeNull();
    expect(selectedOfferType('les', types)).toBeNull();
    expect(selectedOfferType('99', types)).toBeNull();
  });
});

describe('filterOffers', () => {
  it('keeps the offers of the chosen type in their order, matching a type given by id only', () => {
    expect(filterOffers(offers, 'apk', types).map((o) => o.id)).toEqual([1, 3]);
    expect(filterOffers(offers, 'turizm', types).map((o) => o.id)).toEqual([4]);
  });

  it('returns every offer for all offers', () => {
    expect(filterOffers(offers, null, types).map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });

  it('returns none for a type no offer has', () => {
    expect(filterOffers([offers[0]!], 'turizm', types)).toEqual([]);
  });
});

describe('countOffersByType', () => {
  it('counts the offers per type slug', () => {
    expect(Object.fromEntries(countOffersByType(offers, types))).toEqual({ apk: 2, promyshlennost: 1, turizm: 1 });
  });
});

describe('offerTypeQuery', () => {
  it('sets or removes the type and keeps the other parameters', () => {
    expect(offerTypeQuery('', 'apk')).toBe('?type=apk');
    expect(offerTypeQuery('type=apk&utm=x', 'turizm')).toBe('?type=turizm&utm=x');
    expect(offerTypeQuery('type=apk&utm=x', null)).toBe('?utm=x');
    expect(offerTypeQuery(new URLSearchParams('type=apk'), null)).toBe('');
  });
});
