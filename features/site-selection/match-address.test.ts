import { describe, expect, it } from 'vitest';
import { MATCH_QUERY_MESSAGES } from '@/lib/sites/match-params';
import { readMatchAddress } from './match-address';

describe('readMatchAddress', () => {
  it('moves a submitted form (every field, the empty ones too, numbers as typed) to the query’s one address', () => {
    const submitted = { areaHa: '', electricityMw: ' 3,5 ', gasM3h: '1 000', waterM3day: '', sewerageM3day: '', heatGcalh: '', rail: '1', regime: '', municipality: 'kansk' };
    expect(readMatchAddress(submitted)).toEqual({ state: 'moved', search: 'electricityMw=3.5&gasM3h=1000&rail=1&municipality=kansk' });
  });

  it('searches by an address already in that form, and moves the same requirements in another order to it', () => {
    expect(readMatchAddress({ electricityMw: '3.5', rail: '1' })).toEqual({ state: 'query', query: { electricityMw: 3.5, rail: true }, search: 'electricityMw=3.5&rail=1' });
    expect(readMatchAddress({ rail: '1', electricityMw: '3.5' })).toEqual({ state: 'moved', search: 'electricityMw=3.5&rail=1' });
    expect(readMatchAddress({})).toEqual({ state: 'query', query: {}, search: '' });
  });

  it('moves an all-empty form to the bare address', () => {
    expect(readMatchAddress({ areaHa: '', rail: undefined, regime: '' })).toEqual({ state: 'moved', search: '' });
  });

  it('keeps the values of an address it cannot search by, as typed, with the schema’s issues; empty fields are dropped first', () => {
    expect(readMatchAddress({ areaHa: '-5', electricityMw: '', regime: 'tor' })).toEqual({ state: 'moved', search: 'areaHa=-5&regime=tor' });
    const invalid = readMatchAddress({ areaHa: '-5', regime: 'tor' });
    expect(invalid).toMatchObject({ state: 'invalid', params: { areaHa: '-5', regime: 'tor' } });
    expect(invalid.state === 'invalid' && invalid.issues.map((issue) => issue.path)).toEqual([['areaHa']]);
  });

  it('refuses an unknown parameter rather than ignoring it, and takes the last of a repeated one', () => {
    const unknown = readMatchAddress({ electricity: '5' });
    expect(unknown.state === 'invalid' && unknown.issues.map((issue) => issue.message)).toEqual([MATCH_QUERY_MESSAGES.unknown.replace('{names}', 'electricity')]);
    expect(readMatchAddress({ electricityMw: ['2', '7'] })).toEqual({ state: 'moved', search: 'electricityMw=7' });
    expect(readMatchAddress({ electricityMw: '7' }).state).toBe('query');
  });

  it('is not fooled by a parameter named like an object’s inherited key', () => {
    const address = readMatchAddress({ constructor: '1', toString: 'x' });
    expect(address.state).toBe('invalid');
  });
});
