import { z } from 'zod';
import { VITAL_NAMES } from './names';

/**
 * The largest value kept per metric, in the unit web-vitals reports (milliseconds, CLS unitless): past it a value
 * is a broken clock or a tab left open for a day, not a visitor's experience, and it is refused rather than
 * stretching the top bucket.
 */
const MAX_VALUE = { LCP: 120_000, INP: 60_000, TTFB: 120_000, CLS: 100 } as const;

const metric = z
  .object({ name: z.enum(VITAL_NAMES), value: z.number().finite().min(0) })
  .refine((m) => m.value <= MAX_VALUE[m.name], { message: 'The value is out of range.', path: ['value'] });

/**
 * POST /api/v1/vitals: what the island sends. The path is the page's own (`location.pathname`): the server reduces it
 * to its route family and keeps nothing else; unknown keys (an id, a user agent) are dropped, never stored.
 */
export const vitalsBeaconSchema = z.object({
  path: z.string().startsWith('/').max(512),
  metrics: z.array(metric).min(1).max(VITAL_NAMES.length * 2),
});

export type VitalsBeaconInput = z.infer<typeof vitalsBeaconSchema>;
