/**
 * The Core Web Vitals the portal's pages report from real visitors (the browser's island in features/vitals and
 * POST /api/v1/vitals share this list). No zod here: the island imports it, and every byte of it is first-load
 * JavaScript on every page.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Where the island sends its beacon (the portal's own origin: the provider API may live elsewhere). */
export const VITALS_PATH = '/api/v1/vitals';

/** One beacon: the page's path (no query, no fragment) and the values measured since the last beacon of that page. */
export type VitalsBeacon = { path: string; metrics: { name: VitalName; value: number }[] };
