import type { RouteKey } from '@/lib/routes';

/** The three groups of GET /support-measures/{group} (§7). */
export const SUPPORT_GROUPS = ['financial-support', 'tax-and-government-preferences', 'project-support'] as const;
export type SupportGroup = (typeof SUPPORT_GROUPS)[number];

/**
 * The six support pages of §2 and what feeds each (docs/decisions/019-support-pages-and-experts-page.md): three show
 * a group of GET /support-measures, the other three the page's own text (setting) and what an investor needs next.
 */
export const SUPPORT_PAGES = [
  { route: 'supportFinancial', setting: 12, group: 'financial-support' },
  { route: 'supportPreferences', setting: null, group: 'tax-and-government-preferences' },
  { route: 'supportAccompaniment', setting: 15, group: 'project-support' },
  { route: 'supportTax', setting: 13, group: null },
  { route: 'supportProperty', setting: 14, group: null },
  { route: 'supportPpp', setting: 17, group: null },
] as const satisfies ReadonlyArray<{ route: RouteKey; setting: number | null; group: SupportGroup | null }>;

export type SupportPage = (typeof SUPPORT_PAGES)[number];
export type SupportRoute = SupportPage['route'];

/** The page that lists a group's measures. */
export function groupPage(group: SupportGroup): SupportPage {
  return SUPPORT_PAGES.find((page) => page.group === group)!;
}
