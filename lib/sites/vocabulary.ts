/**
 * The one vocabulary of a production site's facts: which utilities a site is described by and in which units, the
 * preferential regimes, the forms of possession, the municipalities of the Krasnoyarsk krai and the distances. The
 * site page, matching, comparison, the map's filters, the passport PDF, open data and saved searches all speak it;
 * their labels are the `siteFacts` messages (`siteFacts.utility.<key>`, `siteFacts.regime.<key>`…).
 *
 * Pure: no Payload, no server code, so pages, the back office, jobs and the API share it.
 */
import type { PossessionForm } from '@/lib/submissions/types';

/** The utilities of a site, in the order the site page, the comparison and the passport list them. */
export const UTILITY_KEYS = ['electricity', 'gas', 'water', 'sewerage', 'heat', 'rail'] as const;
export type UtilityKey = (typeof UTILITY_KEYS)[number];

/**
 * The unit of each utility's free capacity. A rail siding has no capacity: it is there or it is not ('').
 * Electricity also carries the voltage of the connection point in kV (`voltageKv`).
 */
export const UTILITY_UNITS = {
  electricity: 'MW',
  gas: 'm3/h',
  water: 'm3/day',
  sewerage: 'm3/day',
  heat: 'Gcal/h',
  rail: '',
} as const satisfies Record<UtilityKey, string>;
export type UtilityUnit = (typeof UTILITY_UNITS)[UtilityKey];

/** Every unit a site's facts are given in: the capacities', the voltage's, the area's and the distances'. */
export type SiteUnit = Exclude<UtilityUnit, ''> | 'kV' | 'ha' | 'km';

/** The key of a unit's label in `siteFacts.unit` (ru «МВт», «кВ», «м³/ч», «м³/сут», «Гкал/ч», «га», «км»). */
export const UNIT_MESSAGE_KEYS = {
  MW: 'MW',
  kV: 'kV',
  'm3/h': 'm3h',
  'm3/day': 'm3day',
  'Gcal/h': 'Gcalh',
  ha: 'ha',
  km: 'km',
} as const satisfies Record<SiteUnit, string>;
export type UnitMessageKey = (typeof UNIT_MESSAGE_KEYS)[SiteUnit];

/** Utilities whose capacity is a number (all but the rail siding). */
export const CAPACITY_UTILITY_KEYS = UTILITY_KEYS.filter((key) => UTILITY_UNITS[key] !== '') as Exclude<UtilityKey, 'rail'>[];

/**
 * Preferential regimes: special economic zone (ОЭЗ), advanced development territory (ТОР, ТОСЭР), the Arctic zone,
 * an industrial cluster, or none.
 */
export const REGIMES = ['sez', 'tor', 'arctic', 'cluster', 'none'] as const;
export type Regime = (typeof REGIMES)[number];

/**
 * How an investor may take a site: buy it, lease it, or lease it with a later purchase — the project passport's
 * `form_of_possession` values (lib/submissions/types.ts) without its `other`, which a site never offers.
 */
export const POSSESSION_FORMS = ['buy', 'rent', 'rent_to_buy'] as const satisfies readonly PossessionForm[];
export type SitePossession = (typeof POSSESSION_FORMS)[number];

/**
 * The municipalities of the Krasnoyarsk krai: its urban okrugs (the closed towns among them) and its districts.
 * Keys are Latin transliterations of the Russian names; `siteFacts.municipality.<key>` is the label.
 */
export const MUNICIPALITIES = [
  // urban okrugs
  'krasnoyarsk',
  'achinsk',
  'bogotol',
  'borodino',
  'divnogorsk',
  'yeniseysk',
  'zheleznogorsk',
  'zelenogorsk',
  'kansk',
  'lesosibirsk',
  'minusinsk',
  'nazarovo',
  'norilsk',
  'solnechny',
  'sosnovoborsk',
  'sharypovo',
  // districts
  'abansky',
  'achinsky',
  'balakhtinsky',
  'berezovsky',
  'birilyussky',
  'bogotolsky',
  'boguchansky',
  'bolshemurtinsky',
  'bolsheuluysky',
  'dzerzhinsky',
  'yemelyanovsky',
  'yeniseysky',
  'yermakovsky',
  'idrinsky',
  'ilansky',
  'irbeysky',
  'kazachinsky',
  'kansky',
  'karatuzsky',
  'kezhemsky',
  'kozulsky',
  'krasnoturansky',
  'kuraginsky',
  'mansky',
  'minusinsky',
  'motyginsky',
  'nazarovsky',
  'nizhneingashsky',
  'novoselovsky',
  'partizansky',
  'pirovsky',
  'rybinsky',
  'sayansky',
  'severo_yeniseysky',
  'sukhobuzimsky',
  'taimyrsky',
  'taseyevsky',
  'turukhansky',
  'tyukhtetsky',
  'uzhursky',
  'uyarsky',
  'sharypovsky',
  'shushensky',
  'evenkiysky',
] as const;
export type Municipality = (typeof MUNICIPALITIES)[number];

/** Distances in km from the site to the nearest city, federal road, railway station and substation. */
export const DISTANCE_KEYS = ['cityKm', 'roadKm', 'railKm', 'substationKm'] as const;
export type DistanceKey = (typeof DISTANCE_KEYS)[number];

/** One utility at a site's boundary: whether it is there, how much is free, who says so and when it was checked. */
export type Utility = {
  available: boolean;
  /** Free capacity in the utility's unit (`UTILITY_UNITS`); null when unknown, and always null for the rail siding. */
  capacity: number | null;
  unit: string;
  /** Who the figures come from (the network company, the utility). */
  source: string | null;
  /** The day the figures were verified, 'YYYY-MM-DD'. */
  verifiedAt: string | null;
};
export type ElectricityUtility = Utility & { voltageKv: number | null };
export type Utilities = { electricity: ElectricityUtility } & Record<Exclude<UtilityKey, 'electricity'>, Utility>;
export type Distances = Record<DistanceKey, number | null>;

/** The plain facts of one site that matching, comparison, the passport, open data and alerts work on. */
export type SiteFacts = {
  id: number;
  slug: string;
  title: string;
  areaHa: number | null;
  regime: string | null;
  municipality: string | null;
  possession: string[];
  distances: Distances;
  utilities: Utilities;
};

export const isUtilityKey = (value: unknown): value is UtilityKey => (UTILITY_KEYS as readonly unknown[]).includes(value);
export const isRegime = (value: unknown): value is Regime => (REGIMES as readonly unknown[]).includes(value);
export const isMunicipality = (value: unknown): value is Municipality => (MUNICIPALITIES as readonly unknown[]).includes(value);
export const isSitePossession = (value: unknown): value is SitePossession => (POSSESSION_FORMS as readonly unknown[]).includes(value);

/** A utility nobody has described: not available, nothing known. */
export function unknownUtility(key: UtilityKey): Utility {
  return { available: false, capacity: null, unit: UTILITY_UNITS[key], source: null, verifiedAt: null };
}

/** Utilities of a site nobody has described yet. */
export function unknownUtilities(): Utilities {
  return {
    electricity: { ...unknownUtility('electricity'), voltageKv: null },
    gas: unknownUtility('gas'),
    water: unknownUtility('water'),
    sewerage: unknownUtility('sewerage'),
    heat: unknownUtility('heat'),
    rail: unknownUtility('rail'),
  };
}

/** How many months a site's utility data stays current unless the agency sets otherwise (the `site-selection` global). */
export const DEFAULT_STALE_AFTER_MONTHS = 12;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The day `months` calendar months before `day` ('YYYY-MM-DD'), kept within the shorter month (12 months before
 * 2028-02-29 is 2027-02-28).
 */
export function monthsBefore(day: string, months: number): string {
  if (!isCalendarDate(day)) throw new RangeError(`not a calendar date: ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1, 2)}-${pad(Math.min(date, lastDay), 2)}`;
}

/**
 * Whether a site's utility data may be out of date: some utility was never verified, or was verified more than
 * `months` months before `today` ('YYYY-MM-DD'). Verified exactly `months` months ago is still current.
 */
export function isStale(utilities: Record<UtilityKey, Pick<Utility, 'verifiedAt'>>, today: string, months: number): boolean {
  const oldestCurrent = monthsBefore(today, months);
  return UTILITY_KEYS.some((key) => {
    const verifiedAt = utilities[key]?.verifiedAt;
    return !isCalendarDate(verifiedAt) || verifiedAt < oldestCurrent;
  });
}
