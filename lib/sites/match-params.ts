import type { SiteUnit, UtilityKey } from './vocabulary';

/*
 * The matching query's parameters and the texts of its errors, without its zod schema (lib/sites/match-query.ts): what
 * the comparison and the results' labels need in the browser, so that those pages do not load zod.
 */

/** The English texts of the query's errors (the API answers them; the page shows `siteMatching.errors.<key>`). */
export const MATCH_QUERY_MESSAGES = {
  number: 'Must be a positive number, written with a dot for decimals (e.g. 3.5).',
  tooLarge: 'Must be at most {max}.',
  rail: 'Rail must be 1 (a siding is required) or absent.',
  regime: 'Regime must be one of: sez, tor, arctic, cluster, none.',
  municipality: 'Municipality must be a municipality key of the Krasnoyarsk krai.',
  unknown: 'Unknown parameter: {names}.',
} as const;
export type MatchQueryMessageKey = keyof typeof MATCH_QUERY_MESSAGES;

/** The numeric requirements: the query parameter, what it is compared with, its unit and the largest sensible value. */
export const NUMERIC_REQUIREMENTS = [
  { param: 'areaHa', key: 'area', unit: 'ha', max: 100_000 },
  { param: 'electricityMw', key: 'electricity', unit: 'MW', max: 10_000 },
  { param: 'gasM3h', key: 'gas', unit: 'm3/h', max: 1_000_000 },
  { param: 'waterM3day', key: 'water', unit: 'm3/day', max: 1_000_000 },
  { param: 'sewerageM3day', key: 'sewerage', unit: 'm3/day', max: 1_000_000 },
  { param: 'heatGcalh', key: 'heat', unit: 'Gcal/h', max: 10_000 },
] as const satisfies readonly { param: string; key: 'area' | Exclude<UtilityKey, 'rail'>; unit: SiteUnit; max: number }[];

export type NumericParam = (typeof NUMERIC_REQUIREMENTS)[number]['param'];
/** The query's parameters in the order the form, the URL and the results list them. */
export const MATCH_PARAMS = [...NUMERIC_REQUIREMENTS.map((requirement) => requirement.param), 'rail', 'regime', 'municipality'] as const;
export type MatchParam = (typeof MATCH_PARAMS)[number];
