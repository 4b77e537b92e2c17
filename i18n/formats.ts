/**
 * The one place that decides how each language writes dates, times, numbers and money (ADR 036). Every formatter of
 * the portal — pages, e-mails, PDFs, the API — goes through `localeFormat`, never through `Intl` with a bare language
 * code: «en» alone would give American dates and a 12-hour clock, «zh» ranges would come out as «2026/12/3».
 *
 *   ru  18 ноября 2026 г., 14:30   1 234,5   12,5 млн ₽
 *   en  18 November 2026, 14:30     1,234.5   12.5 million roubles   (British English)
 *   tr  18 Kasım 2026 14:30         1.234,5   12,5 milyon ruble
 *   zh  2026年11月18日 14:30        1,234.5   1250万卢布
 */
import { EVENT_TIME_ZONE } from '../lib/events/time';

/** The Intl locale each language of the portal formats with. */
export const INTL_LOCALES = { ru: 'ru-RU', en: 'en-GB', tr: 'tr-TR', zh: 'zh-CN' } as const;

/** The Intl locale of a portal language (`en` → `en-GB`); any other tag is used as it is. */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale as keyof typeof INTL_LOCALES] ?? locale;
}

/** Instants are shown in the region's time (Krasnoyarsk, UTC+7) unless a caller names another zone. */
export const DISPLAY_TIME_ZONE = EVENT_TIME_ZONE;

/** A moment (Date, epoch ms, ISO timestamp) or a calendar date `YYYY-MM-DD`, which is a day rather than an instant. */
export type When = Date | number | string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DATE_TIME = { ...DATE, ...TIME } as const;
const DAY_MONTH = { day: 'numeric', month: 'long' } as const;

/** Money scales a figure can be written in («12,5 млн ₽» is 12.5 at the scale `million`). */
export type MoneyScale = 'one' | 'thousand' | 'million' | 'billion' | 'trillion';
const SCALE: Record<MoneyScale, number> = { one: 1, thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

/** The currency after the figure: the sign in Russian, the word in the others (English: always «roubles»). */
const ROUBLES: Record<keyof typeof INTL_LOCALES, { word: string; space: string }> = {
  ru: { word: '₽', space: '\u00a0' },
  en: { word: 'roubles', space: '\u00a0' },
  tr: { word: 'ruble', space: '\u00a0' },
  zh: { word: '卢布', space: '' },
};

export type LocaleFormat = ReturnType<typeof createLocaleFormat>;

const made = new Map<string, LocaleFormat>();

/**
 * The formatters of one language. Instants are shown in `timeZone` (the region's by default); calendar dates
 * (`YYYY-MM-DD`) are shown as the day they name, in any zone. The same language and zone give the same object, so it
 * can sit in a hook's dependencies.
 */
export function localeFormat(locale: string, timeZone: string = DISPLAY_TIME_ZONE): LocaleFormat {
  const key = `${locale}|${timeZone}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = createLocaleFormat(locale, timeZone)));
  return format;
}

function createLocaleFormat(locale: string, timeZone: string) {
  const tag = intlLocale(locale);
  const language = tag.slice(0, 2) as keyof typeof INTL_LOCALES;
  const chinese = language === 'zh';

  const moment = (value: When): { date: Date; zone: string } =>
    typeof value === 'string' && CALENDAR_DATE.test(value)
      ? { date: new Date(`${value}T00:00:00Z`), zone: 'UTC' }
      : { date: value instanceof Date ? value : new Date(value), zone: timeZone };
  const dateTimeFormat = (options: Intl.DateTimeFormatOptions, zone: string) => new Intl.DateTimeFormat(tag, { ...options, timeZone: zone });
  const write = (options: Intl.DateTimeFormatOptions, value: When) => {
    const { date, zone } = moment(value);
    return dateTimeFormat(options, zone).format(date);
  };
  const sameDay = (a: When, b: When) => {
    const [x, y] = [moment(a), moment(b)];
    const day = dateTimeFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, x.zone);
    return day.format(x.date) === dateTimeFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, y.zone).format(y.date);
  };
  /** Intl's own range wording, except in Chinese, whose ICU ranges fall back to «2026/12/3 – 2026/12/4». */
  const range = (options: Intl.DateTimeFormatOptions, start: When, end: When, timed: boolean) => {
    if (!chinese) {
      const [a, b] = [moment(start), moment(end)];
      return dateTimeFormat(options, a.zone).formatRange(a.date, b.date);
    }
    if (sameDay(start, end)) return timed ? `${write(options, start)}–${write(TIME, end)}` : write(options, start);
    return `${write(options, start)} – ${write(options, end)}`;
  };
  const number = (value: number, maximumFractionDigits = 3) => new Intl.NumberFormat(tag, { maximumFractionDigits }).format(value);

  return {
    /** The Intl locale used (`en-GB` for `en`). */
    locale: tag,
    /** «18 ноября 2026 г.», «18 November 2026», «18 Kasım 2026», «2026年11月18日». */
    date: (value: When) => write(DATE, value),
    /** A date with a 24-hour time: «18 November 2026 at 14:30», «2026年11月18日 14:30». */
    dateTime: (value: When) => write(DATE_TIME, value),
    /** A 24-hour time: «14:30». */
    time: (value: When) => write(TIME, value),
    /** «ноябрь 2026 г.», «November 2026», «2026年11月»; `short`: «Nov 2026». */
    monthYear: (value: When, width: 'long' | 'short' = 'long') => write({ month: width, year: 'numeric' }, value),
    /** «18 November», «11月18日». */
    dayMonth: (value: When) => write(DAY_MONTH, value),
    /** From one day (and time, with `time: true`) to another, written once where they share a day, month or year. */
    dateRange: (start: When, end: When, { time = false }: { time?: boolean } = {}) => range(time ? DATE_TIME : DATE, start, end, time),
    /** Days of one year: «1–30 November», «11月1日–11月30日». */
    dayMonthRange: (start: When, end: When) => (chinese ? `${write(DAY_MONTH, start)}–${write(DAY_MONTH, end)}` : range(DAY_MONTH, start, end, false)),
    /** A figure with the language's separators: «1 234,5», «1,234.5», «1.234,5»; at most `maximumFractionDigits` decimals. */
    number,
    /** A share (0.42) as a percentage: «42 %», «42%», «%42». */
    percent: (share: number, maximumFractionDigits = 0) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits }).format(share),
    /** A quantity in an Intl unit: «36,5 га», «36.5 ha», «36.5公顷», «1,4 МБ». */
    unit: (value: number, unit: 'hectare' | 'kilobyte' | 'megabyte', maximumFractionDigits = 2) =>
      new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits }).format(value),
    /**
     * A file's size: «340 КБ», «1,2 МБ», «12 kB», «1.4 MB» — in kilobytes (at least 1) below a megabyte, with one decimal
     * below 10 of a unit; null when the size is unknown. Russian names the kilobyte «КБ», as Russian software does,
     * where CLDR writes «кБ».
     */
    fileSize: (bytes: number | null | undefined): string | null => {
      if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
      const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte' as const] : [Math.max(bytes / 1024, 1), 'kilobyte' as const];
      const parts = new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits: value < 10 ? 1 : 0 }).formatToParts(value);
      return parts.map((part) => (part.type === 'unit' && language === 'ru' ? part.value.toUpperCase() : part.value)).join('');
    },
    /**
     * An amount of roubles, `amount` counted in `scale` units: «12,5 млн ₽», «12.5 million roubles», «12,5 milyon ruble»,
     * «1250万卢布». An amount given in a scale is written with the language's own scale words (Chinese counts in 万 and
     * 亿); an amount in plain roubles is written in full: «1 234 567,5 ₽».
     */
    money: (amount: number, scale: MoneyScale = 'one') => {
      const roubles = amount * SCALE[scale];
      const { word, space } = ROUBLES[language] ?? ROUBLES.en;
      const figure =
        scale !== 'one'
          ? new Intl.NumberFormat(tag, { notation: 'compact', compactDisplay: language === 'ru' ? 'short' : 'long', maximumFractionDigits: 2 }).format(roubles)
          : number(roubles);
      return `${figure}${space}${word}`;
    },
  };
}
