/**
 * The Russian taxpayer number (ИНН): 10 digits for an organization, 12 for a person or a sole proprietor,
 * the last one (or two) a check digit computed from the others (Federal Tax Service order of 29.06.2012
 * № ММВ-7-6/435@). Shared by the forms and the API: no server imports here.
 */

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  return (sum % 11) % 10;
}

/** True for 10 or 12 digits (nothing else, no spaces) whose check digits are right; all zeros is refused. */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value) || /^0+$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, WEIGHTS_10) === digits[9];
  return checkDigit(digits, WEIGHTS_11) === digits[10] && checkDigit(digits, WEIGHTS_12) === digits[11];
}
