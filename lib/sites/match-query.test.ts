import { describe, expect, it } from 'vitest';
import { MATCH_QUERY_MESSAGES as M } from './match-params';
import { isEmptyMatchQuery, matchParamsOf, matchQuerySchema, matchQueryString } from './match-query';

const issues = (params: Record<string, string>) => {
  const result = matchQuerySchema.safeParse(params);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('matchQuerySchema', () => {
  it('takes any subset of the requirements, numbers as numbers and rail=1 as true', () => {
    expect(
      matchQuerySchema.parse({
        areaHa: '12.5',
        electricityMw: '3',
        gasM3h: '250',
        waterM3day: '100',
        sewerageM3day: '80',
        heatGcalh: '1.25',
        rail: '1',
        regime: 'tor',
        municipality: 'kansk',
      }),
    ).toEqual({ areaHa: 12.5, electricityMw: 3, gasM3h: 250, waterM3day: 100, sewerageM3day: 80, heatGcalh: 1.25, rail: true, regime: 'tor', municipality: 'kansk' });
    expect(matchQuerySchema.parse({})).toEqual({});
  });

  it.each([
    ['0', M.number],
    ['-1', M.number],
    ['3,5', M.number],
    ['1e3', M.number],
    ['abc', M.number],
    ['Infinity', M.number],
    ['1.2345', M.number],
    [' 3', M.number],
    ['10001', 'Must be at most 10000.'],
  ])('refuses electricityMw=%s', (value, message) => {
    expect(issues({ electricityMw: value })).toEqual([['electricityMw', message]]);
  });

  it('refuses a rail other than 1, an unknown regime or municipality', () => {
    expect(issues({ rail: 'yes' })).toEqual([['rail', M.rail]]);
    expect(issues({ rail: '0' })).toEqual([['rail', M.rail]]);
    expect(issues({ regime: 'offshore' })).toEqual([['regime', M.regime]]);
    expect(issues({ municipality: 'moscow' })).toEqual([['municipality', M.municipality]]);
  });

  it('refuses a parameter it does not know, naming it', () => {
    expect(issues({ electricity: '5' })).toEqual([['', 'Unknown parameter: electricity.']]);
    expect(issues({ areaHa: '5', page: '2', sort: 'x' })).toEqual([['', 'Unknown parameter: page, sort.']]);
  });
});

describe('matchParamsOf and matchQueryString', () => {
  it('drops empty values, trims, keeps the last of a repeated parameter', () => {
    expect({ ...matchParamsOf('?areaHa=&electricityMw= 5 &rail=1&rail=1&regime=sez&regime=tor') }).toEqual({ electricityMw: '5', rail: '1', regime: 'tor' });
  });

  it('writes a query one way, in the form order, and reads back the same query', () => {
    const query = matchQuerySchema.parse({ municipality: 'achinsk', rail: '1', heatGcalh: '2', areaHa: '10' });
    const text = matchQueryString(query);
    expect(text).toBe('areaHa=10&heatGcalh=2&rail=1&municipality=achinsk');
    expect(matchQuerySchema.parse(matchParamsOf(text))).toEqual(query);
  });

  it('knows an empty query', () => {
    expect(isEmptyMatchQuery(matchQuerySchema.parse({}))).toBe(true);
    expect(isEmptyMatchQuery(matchQuerySchema.parse({ rail: '1' }))).toBe(false);
  });
});
