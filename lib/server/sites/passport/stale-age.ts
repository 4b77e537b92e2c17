import 'server-only';
import { DEFAULT_STALE_AFTER_MONTHS } from '@/cms/globals/site-selection';

/** Months after which a site's utility data counts as old (the `site-selection` setting). */
export async function staleAfterMonths(): Promise<number> {
  return DEFAULT_STALE_AFTER_MONTHS;
}
