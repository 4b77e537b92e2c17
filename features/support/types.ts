/** A measure of GET /support-measures/{group}: the list answers these fields… */
export type MeasureSummary = { id: number; slug: string; title: string; provider: string | null; summary: string | null };

/** …and GET /support-measures/{group}/{id} adds the description, the terms and the link. */
export type Measure = MeasureSummary & {
  content: string | null;
  items: Array<{ title: string | null; text: string | null }>;
  link: string | null;
};
