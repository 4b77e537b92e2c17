/**
 * The official Russian calendar of non-working days (Labour Code art. 112 and the government's yearly decree on
 * moving days off) for 2026 and 2027: the weekdays that are not worked and the weekend days that are. Loaded into
 * the `response-deadlines` global once per database; administrators keep it up to date in /admin afterwards.
 *
 * 2026: decree of 24.09.2025 — the days off of Saturday 3 and Sunday 4 January move to Friday 9 January and
 * Thursday 31 December; 8 March (Sunday) and 9 May (Saturday) give Monday 9 March and Monday 11 May.
 * 2027: 2 and 3 January (Saturday, Sunday) move by the yearly decree, here to Friday 5 November and Friday
 * 31 December as in the years of the same calendar; 1 May, 9 May and 12 June fall on weekends and give Monday
 * 3 May, Monday 10 May and Monday 14 June.
 */
export const RUSSIAN_HOLIDAYS: { date: string; name: string }[] = [
  { date: '2026-01-01', name: 'Новогодние каникулы' },
  { date: '2026-01-02', name: 'Новогодние каникулы' },
  { date: '2026-01-05', name: 'Новогодние каникулы' },
  { date: '2026-01-06', name: 'Новогодние каникулы' },
  { date: '2026-01-07', name: 'Рождество Христово' },
  { date: '2026-01-08', name: 'Новогодние каникулы' },
  { date: '2026-01-09', name: 'Перенос с 3 января' },
  { date: '2026-02-23', name: 'День защитника Отечества' },
  { date: '2026-03-09', name: 'Перенос с 8 марта' },
  { date: '2026-05-01', name: 'Праздник Весны и Труда' },
  { date: '2026-05-11', name: 'Перенос с 9 мая' },
  { date: '2026-06-12', name: 'День России' },
  { date: '2026-11-04', name: 'День народного единства' },
  { date: '2026-12-31', name: 'Перенос с 4 января' },
  { date: '2027-01-01', name: 'Новогодние каникулы' },
  { date: '2027-01-04', name: 'Новогодние каникулы' },
  { date: '2027-01-05', name: 'Новогодние каникулы' },
  { date: '2027-01-06', name: 'Новогодние каникулы' },
  { date: '2027-01-07', name: 'Рождество Христово' },
  { date: '2027-01-08', name: 'Новогодние каникулы' },
  { date: '2027-02-23', name: 'День защитника Отечества' },
  { date: '2027-03-08', name: 'Международный женский день' },
  { date: '2027-05-03', name: 'Перенос с 1 мая' },
  { date: '2027-05-10', name: 'Перенос с 9 мая' },
  { date: '2027-06-14', name: 'Перенос с 12 июня' },
  { date: '2027-11-04', name: 'День народного единства' },
  { date: '2027-11-05', name: 'Перенос с 2 января' },
  { date: '2027-12-31', name: 'Перенос с 3 января' },
];

/** Working Saturdays and Sundays of the same years (none: every day off moved to a weekday without one). */
export const RUSSIAN_WORKING_WEEKENDS: { date: string; name: string }[] = [];
