/**
 * Numbers as Russian editors type them: a decimal comma («36,5») or point («36.5»), spaces (also no-break and narrow
 * no-break ones) between digit groups («1 234,5»), a leading minus or the typographic one («−3,2»). Anything else is
 * not a number: the caller keeps the text, and Payload's number validation asks for a number.
 */
const DECIMAL = /^[-−]?\d+(?:[.,]\d+)?$/;

/** The number `text` stands for, `null` for an empty field, `undefined` for text that is not a number. */
export function parseDecimal(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (!DECIMAL.test(compact)) return undefined;
  return Number(compact.replace('−', '-').replace(',', '.'));
}

/** `value` written the Russian way, with a decimal comma and no grouping (what the editor can type back). */
export function formatDecimal(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}
