import { describe, expect, it } from 'vitest';
import { intlLocale, localeFormat } from './formats';

/** Intl writes narrow and ordinary no-break spaces inside figures and units, and thin spaces around a range's dash. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

const ru = localeFormat('ru');
const en = localeFormat('en');
const tr = localeFormat('tr');
const zh = localeFormat('zh');

// 18 November 2026, 14:30 in Krasnoyarsk (UTC+7).
const MOMENT = '2026-11-18T07:30:00Z';

describe('the locale of each language', () => {
  it('formats English as British English, and leaves other tags as they are', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('ru')).toBe('ru-RU');
    expect(intlLocale('tr')).toBe('tr-TR');
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(intlLocale('de-AT')).toBe('de-AT');
    expect(en.locale).toBe('en-GB');
  });

  it('gives the same formatters for the same language and zone', () => {
    expect(localeFormat('en')).toBe(en);
    expect(localeFormat('en', 'UTC')).not.toBe(en);
  });
});

describe('dates', () => {
  it('writes a calendar date with the month in words: day first in ru, en and tr, year first in zh', () => {
    expect(ru.date('2026-11-18')).toBe('18 ноября 2026 г.');
    expect(en.date('2026-11-18')).toBe('18 November 2026');
    expect(tr.date('2026-11-18')).toBe('18 Kasım 2026');
    expect(zh.date('2026-11-18')).toBe('2026年11月18日');
  });

  it('shows a calendar date as the day it names in any zone, and an instant as the day in Krasnoyarsk', () => {
    expect(localeFormat('en', 'America/Los_Angeles').date('2026-11-18')).toBe('18 November 2026');
    // 20:00 UTC on the 18th is already the 19th in Krasnoyarsk.
    expect(en.date('2026-11-18T20:00:00Z')).toBe('19 November 2026');
    expect(localeFormat('en', 'UTC').date('2026-11-18T20:00:00Z')).toBe('18 November 2026');
    expect(en.date(new Date(MOMENT))).toBe('18 November 2026');
    expect(en.date(Date.parse(MOMENT))).toBe('18 November 2026');
  });

  it('writes months and days without the rest', () => {
    expect(ru.monthYear('2026-11-01')).toBe('ноябрь 2026 г.');
    expect(en.monthYear('2026-11-01')).toBe('November 2026');
    expect(en.monthYear('2026-11-01', 'short')).toBe('Nov 2026');
    expect(tr.monthYear('2026-11-01')).toBe('Kasım 2026');
    expect(zh.monthYear('2026-11-01')).toBe('2026年11月');
    expect(en.dayMonth('2026-11-18')).toBe('18 November');
    expect(zh.dayMonth('2026-11-18')).toBe('11月18日');
  });

  it('writes a range of days once per shared month and year, and never «2026/12/3» in Chinese', () => {
    expect(plain(ru.dateRange('2026-12-03', '2026-12-05'))).toBe('3–5 декабря 2026 г.');
    expect(plain(en.dateRange('2026-12-03', '2026-12-05'))).toBe('3 – 5 December 2026');
    expect(plain(tr.dateRange('2026-12-03', '2026-12-05'))).toBe('3–5 Aralık 2026');
    expect(zh.dateRange('2026-12-03', '2026-12-05')).toBe('2026年12月3日 – 2026年12月5日');
    expect(zh.dateRange('2026-12-03', '2026-12-03')).toBe('2026年12月3日');
    expect(plain(en.dayMonthRange('2026-08-30', '2026-08-31'))).toBe('30 – 31 August');
    expect(zh.dayMonthRange('2026-08-30', '2026-08-31')).toBe('8月30日–8月31日');
  });
});

describe('times', () => {
  it('uses the 24-hour clock in every language, English included', () => {
    for (const format of [ru, en, tr, zh]) expect(format.time(MOMENT)).toBe('14:30');
    expect(en.time('2026-11-18T00:05:00Z')).toBe('07:05');
    expect(en.dateTime(MOMENT)).not.toMatch(/AM|PM/);
  });

  it('writes a date with its time in the region’s time', () => {
    expect(ru.dateTime(MOMENT)).toBe('18 ноября 2026 г. в 14:30');
    expect(en.dateTime(MOMENT)).toBe('18 November 2026 at 14:30');
    expect(tr.dateTime(MOMENT)).toBe('18 Kasım 2026 14:30');
    expect(zh.dateTime(MOMENT)).toBe('2026年11月18日 14:30');
    expect(localeFormat('en', 'UTC').dateTime(MOMENT)).toBe('18 November 2026 at 07:30');
  });

  it('writes an event from its start to its end: one day with two times, or two days', () => {
    const start = '2026-12-03T03:00:00Z';
    const sameDay = '2026-12-03T07:00:00Z';
    const nextDay = '2026-12-04T09:00:00Z';
    expect(plain(en.dateRange(start, sameDay, { time: true }))).toBe('3 December 2026, 10:00–14:00');
    expect(plain(en.dateRange(start, nextDay, { time: true }))).toBe('3 December 2026 at 10:00 – 4 December 2026 at 16:00');
    expect(plain(ru.dateRange(start, sameDay, { time: true }))).toBe('3 декабря 2026 г., 10:00–14:00');
    expect(plain(tr.dateRange(start, nextDay, { time: true }))).toBe('3 Aralık 2026 10:00 – 4 Aralık 2026 16:00');
    expect(zh.dateRange(start, sameDay, { time: true })).toBe('2026年12月3日 10:00–14:00');
    expect(zh.dateRange(start, nextDay, { time: true })).toBe('2026年12月3日 10:00 – 2026年12月4日 16:00');
  });
});

describe('numbers', () => {
  it('groups thousands and marks decimals the way each language does', () => {
    expect(plain(ru.number(1234567.891))).toBe('1 234 567,891');
    expect(en.number(1234567.891)).toBe('1,234,567.891');
    expect(tr.number(1234567.891)).toBe('1.234.567,891');
    expect(zh.number(1234567.891)).toBe('1,234,567.891');
    expect(en.number(36.456, 1)).toBe('36.5');
    expect(ru.number(36.5, 0)).toBe('37');
  });

  it('writes shares and units in the language’s order', () => {
    expect(plain(ru.percent(0.42))).toBe('42 %');
    expect(en.percent(0.42)).toBe('42%');
    expect(tr.percent(0.42)).toBe('%42');
    expect(zh.percent(0.42)).toBe('42%');
    expect(plain(ru.unit(36.5, 'hectare'))).toBe('36,5 га');
    expect(plain(en.unit(36.5, 'hectare'))).toBe('36.5 ha');
    expect(plain(tr.unit(36.5, 'hectare'))).toBe('36,5 ha');
    expect(zh.unit(36.5, 'hectare')).toBe('36.5公顷');
    expect(plain(en.unit(1.44, 'megabyte', 1))).toBe('1.4 MB');
  });

  it('writes file sizes in kilobytes or megabytes, one decimal below ten, the kilobyte «КБ» in Russian', () => {
    expect(plain(ru.fileSize(348_160)!)).toBe('340 КБ');
    expect(plain(ru.fileSize(1_258_291)!)).toBe('1,2 МБ');
    expect(plain(ru.fileSize(5_120)!)).toBe('5 КБ');
    expect(plain(ru.fileSize(200)!)).toBe('1 КБ');
    expect(plain(en.fileSize(12_345)!)).toBe('12 kB');
    expect(plain(en.fileSize(1_468_006)!)).toBe('1.4 MB');
    expect(plain(tr.fileSize(1_468_006)!)).toBe('1,4 MB');
    expect(ru.fileSize(null)).toBeNull();
    expect(ru.fileSize(-1)).toBeNull();
    expect(ru.fileSize(Number.NaN)).toBeNull();
  });
});

describe('money', () => {
  it('writes roubles as the sign in Russian and as the word elsewhere — «roubles» in English, never RUB or ₽', () => {
    expect(plain(ru.money(1234567.5))).toBe('1 234 567,5 ₽');
    expect(plain(en.money(1234567.5))).toBe('1,234,567.5 roubles');
    expect(plain(tr.money(1234567.5))).toBe('1.234.567,5 ruble');
    expect(zh.money(1234567.5)).toBe('1,234,567.5卢布');
    expect(en.money(750)).not.toMatch(/RUB|₽/);
  });

  it('writes millions, billions and trillions with the language’s own scale words', () => {
    expect(plain(ru.money(12.5, 'million'))).toBe('12,5 млн ₽');
    expect(plain(en.money(12.5, 'million'))).toBe('12.5 million roubles');
    expect(plain(tr.money(12.5, 'million'))).toBe('12,5 milyon ruble');
    expect(zh.money(12.5, 'million')).toBe('1250万卢布');
    expect(plain(ru.money(2.6, 'trillion'))).toBe('2,6 трлн ₽');
    expect(plain(en.money(2.6, 'trillion'))).toBe('2.6 trillion roubles');
    expect(plain(tr.money(2.6, 'trillion'))).toBe('2,6 trilyon ruble');
    expect(zh.money(2.6, 'trillion')).toBe('2.6万亿卢布');
    expect(zh.money(3, 'billion')).toBe('30亿卢布');
  });
});
