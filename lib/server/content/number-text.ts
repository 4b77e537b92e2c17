import 'server-only';
import { intlLocale } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';

/** A number as editors type it in Russian: digits, optional thin/normal space groups, optional decimal comma. */
const RUSSIAN_NUMBER = /\d+(?:[ \u00a0\u202f]\d{3})*(?:,\d+)?/g;

/**
 * A figure kept as text ("2,37", "160+", "10–15", "7,6") is written the Russian way by the agency's editors; the API
 * answers it in the request's locale: each number in it is re-formatted (decimal separator of the locale, the same
 * number of decimals, no grouping), the rest of the text is left as it is. `2,37` → en/zh `2.37`, ru/tr `2,37`.
 */
export function localizeNumberText(value: string, locale: Locale): string {
  return value.replace(RUSSIAN_NUMBER, (match) => {
    const [whole, fraction = ''] = match.replace(/[ \u00a0\u202f]/g, '').split(',');
    const number = Number(`${whole}.${fraction || '0'}`);
    if (!Number.isFinite(number)) return match;
    return new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: fraction.length,
      maximumFractionDigits: fraction.length,
      useGrouping: false,
    }).format(number);
  });
}
