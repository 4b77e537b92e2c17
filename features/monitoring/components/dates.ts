/** A `YYYY-MM-DD` calendar date as a Date at UTC midnight: format it with `timeZone: 'UTC'` to show that very day. */
export const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The first day of a `YYYY-MM` month, the same way. */
export const monthDate = (month: string) => calendarDate(`${month}-01`);

/** The last day of a `YYYY-MM` month as `YYYY-MM-DD`. */
export const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
