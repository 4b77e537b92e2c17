/**
 * The share of page views whose browser reports its Web Vitals (`VITALS_SAMPLE_RATE`, 0 to 1; default 0.1, i.e. one
 * visit in ten; 0 turns reporting off). Read by the root layout when a page is rendered, and handed to the island.
 */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

export function vitalsSampleRate(value: string | undefined = process.env.VITALS_SAMPLE_RATE): number {
  if (value === undefined || value.trim() === '') return DEFAULT_VITALS_SAMPLE_RATE;
  const rate = Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_VITALS_SAMPLE_RATE;
}
