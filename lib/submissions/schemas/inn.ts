/**
 * The Russian taxpayer number (ИНН): 10 digits for an organisation, 12 for a person or sole proprietor, the last
 * one (or two) a check digit: Σ(digit × weight) mod 11 mod 10.
 */
const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) => (weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11) % 10;

export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, W10) === digits[9];
  return checkDigit(digits, W11) === digits[10] && checkDigit(digits, W12) === digits[11];
}
