import { describe, expect, it } from 'vitest';
import { unknownUtilities, type SiteFacts } from '@/lib/sites/vocabulary';
import { eventMeetsSearch, parseSavedQuery, siteMeetsSearch } from './query';

const site = (changes: Partial<SiteFacts> = {}): SiteFacts => {
  const utilities = unknownUtilities();
  utilities.electricity = { ...utilities.electricity, available: true, capacity: 5 };
  return {
    id: 1,
    slug: 'park',
    title: 'Park',
    areaHa: 20,
    regime: 'sez',
    municipality: 'krasnoyarsk',
    possession: ['rent'],
    distances: { cityKm: 1, roadKm: 1, railKm: 1, substationKm: 1 },
    utilities,
    ...changes,
  };
};

function parsed(kind: 'sites' | 'events', raw: string) {
  const result = parseSavedQuery(kind, raw);
  if (!result.ok) throw new Error(result.messages.join('; '));
  return result;
}

describe('saved search queries', () => {
  it('keep a sites query normalized in the matching page’s order, with or without “?”, empty values dropped', () => {
    expect(parsed('sites', '?regime=sez&electricityMw=2.5&areaHa=10&gasM3h=').normalized).toBe('areaHa=10&electricityMw=2.5&regime=sez');
    expect(parsed('sites', 'municipality=kansk&rail=1').normalized).toBe('rail=1&municipality=kansk');
    expect(parsed('sites', '').normalized).toBe('');
  });

  it('refuse a sites query the matching schema refuses: unknown parameters, bad numbers, unknown regimes', () => {
    for (const raw of ['colour=red', 'areaHa=-1', 'areaHa=1,5', 'regime=moon', 'rail=yes']) {
      const result = parseSavedQuery('sites', raw);
      expect(result.ok, raw).toBe(false);
      if (!result.ok) expect(result.messages.length).toBeGreaterThan(0);
    }
  });

  it('keep an events filter as type then city (id or slug) and refuse anything else', () => {
    expect(parsed('events', '?city=krasnoyarsk&type=forum').normalized).toBe('type=forum&city=krasnoyarsk');
    expect(parsed('events', 'type=12').normalized).toBe('type=12');
    expect(parseSavedQuery('events', 'type=Forum!').ok).toBe(false);
    expect(parseSavedQuery('events', 'page=2').ok).toBe(false);
  });

  it('a site meets a search only when it misses no requirement', () => {
    const query = parsed('sites', 'areaHa=10&electricityMw=4').parsed.query as never;
    expect(siteMeetsSearch(site(), query)).toBe(true);
    expect(siteMeetsSearch(site({ areaHa: 9 }), query)).toBe(false);
    const weak = unknownUtilities();
    weak.electricity = { ...weak.electricity, available: true, capacity: 3 };
    expect(siteMeetsSearch(site({ utilities: weak }), query)).toBe(false);
    expect(siteMeetsSearch(site({ areaHa: null }), query)).toBe(false);
    expect(siteMeetsSearch(site(), parsed('sites', '').parsed.query as never)).toBe(true);
  });

  it('an event passes its filter by the type’s and city’s slug or id', () => {
    const event = { type: { id: 3, slug: 'forum' }, city: { id: 7, slug: 'kansk' } };
    const filter = (raw: string) => parsed('events', raw).parsed.query as never;
    expect(eventMeetsSearch(event, filter('type=forum'))).toBe(true);
    expect(eventMeetsSearch(event, filter('type=3&city=7'))).toBe(true);
    expect(eventMeetsSearch(event, filter('city=krasnoyarsk'))).toBe(false);
    expect(eventMeetsSearch({ type: null, city: null }, filter('type=forum'))).toBe(false);
    expect(eventMeetsSearch({ type: null, city: null }, filter(''))).toBe(true);
  });
});
