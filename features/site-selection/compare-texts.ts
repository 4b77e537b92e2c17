import type { Translate } from '@/i18n/get-texts';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/routes';
import { COMPARE_MAX } from './compare-ids';

/**
 * «Сравнить» and the comparison tray's texts, translated before they reach the browser so a page that lists sites
 * loads no next-intl client for them: «Selected: N of 4» for every N, and templates whose `{title}` the browser fills
 * in (ICU's quoting resolved here); and the comparison page's address in the page's language, so the tray loads no
 * table of routes.
 */
export type CompareTexts = {
  compare: string;
  full: string;
  added: string;
  removed: string;
  tray: { label: string; count: Record<number, string>; open: string; needMore: string; clear: string; remove: string };
  /** The comparison page (`/en/investicionnie-ploshadki/sravnenie`): the tray adds `?ids=`. */
  comparisonPath: string;
};

/** The texts from a translator of the `siteSelection` namespace. */
export function compareTextsFrom(t: Translate, locale: Locale): CompareTexts {
  const title = { title: '{title}' };
  const counts = Array.from({ length: COMPARE_MAX + 1 }, (_, count) => count);
  return {
    compare: t('actions.compare'),
    full: t('actions.compareFull', { max: COMPARE_MAX }),
    added: t('tray.added', title),
    removed: t('tray.removed', title),
    tray: {
      label: t('tray.label'),
      count: Object.fromEntries(counts.map((count) => [count, t('tray.count', { count, max: COMPARE_MAX })])),
      open: t('tray.open'),
      needMore: t('tray.needMore'),
      clear: t('tray.clear'),
      remove: t('tray.remove', title),
    },
    comparisonPath: localePath(routePath('siteComparison'), locale),
  };
}
