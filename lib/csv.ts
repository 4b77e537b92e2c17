/**
 * CSV that Excel opens as it is, Cyrillic included: UTF-8 with a byte-order mark (without it Excel reads
 * the file as the local ANSI code page), `;` between fields (the list separator of a Russian Windows),
 * CRLF line ends, every field quoted. A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
 * their full-width forms `＝` `＋` `－` `＠`, which some spreadsheets in East Asian locales take for the ASCII
 * ones, or a tab / carriage return in front of one) gets a leading `'` (OWASP "CSV injection"): the text
 * shows, nothing runs.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole file: the header row, then the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR) + '\r\n').join('');
}
