import { getTranslations } from 'next-intl/server';

/**
 * The events list's texts, translated on the server so its filter island loads no next-intl client: the filter's
 * labels, the groups' headings, and «Showing N of M events» for every N the filter can show (0 to all of them).
 */
export type EventsBrowserTexts = {
  label: string;
  type: string;
  city: string;
  allTypes: string;
  allCities: string;
  all: string;
  shown: Record<number, string>;
  upcoming: string;
  past: string;
  noMatch: string;
  empty: string;
};

export async function eventsBrowserTexts(total: number): Promise<EventsBrowserTexts> {
  const t = await getTranslations('events');
  return {
    label: t('filter.label'),
    type: t('filter.type'),
    city: t('filter.city'),
    allTypes: t('filter.allTypes'),
    allCities: t('filter.allCities'),
    all: t('filter.all'),
    shown: Object.fromEntries(Array.from({ length: total + 1 }, (_, shown) => [shown, t('filter.shown', { shown, total })])),
    upcoming: t('upcoming'),
    past: t('past'),
    noMatch: t('noMatch'),
    empty: t('empty'),
  };
}
