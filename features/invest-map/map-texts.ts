import type { Messages } from 'next-intl';
import type { Translate } from '@/i18n/get-texts';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/routes';

type InvestMapMessages = Messages['investMap'];

/**
 * The map island's texts, translated before they reach the browser so the page loads no next-intl client: plain
 * labels, «N items shown of M» and «N items close together» for every count the page can show (0 to all of its
 * objects), and templates whose `{title}`, `{kind}` and `{area}` the browser fills in (ICU's quoting resolved here).
 */
export type InvestMapTexts = {
  locale: Locale;
  /** The site matching's address in the page's language (the filters link to it). */
  matchingPath: string;
  kinds: InvestMapMessages['kinds'];
  legend: InvestMapMessages['legend'];
  places: InvestMapMessages['places'];
  filters: InvestMapMessages['filters'];
  list: Omit<InvestMapMessages['list'], 'shown'> & { shown: Record<number, string> };
  map: Omit<InvestMapMessages['map'], 'cluster'> & { cluster: Record<number, string> };
};

/** The texts for a map of `total` objects, from a translator of the `investMap` namespace and the plain messages. */
export function investMapTextsFrom(t: Translate, messages: InvestMapMessages, total: number, locale: Locale): InvestMapTexts {
  const counts = Array.from({ length: total + 1 }, (_, count) => count);
  return {
    locale,
    matchingPath: localePath(routePath('siteMatching'), locale),
    kinds: messages.kinds,
    legend: messages.legend,
    places: messages.places,
    filters: messages.filters,
    list: {
      ...messages.list,
      shown: Object.fromEntries(counts.map((count) => [count, t('list.shown', { count, total })])),
      area: t('list.area', { area: '{area}' }),
    },
    map: {
      ...messages.map,
      cluster: Object.fromEntries(counts.map((count) => [count, t('map.cluster', { count })])),
      marker: t('map.marker', { title: '{title}', kind: '{kind}' }),
      area: t('map.area', { area: '{area}' }),
    },
  };
}
