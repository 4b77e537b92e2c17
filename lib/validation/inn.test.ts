import { describe, expect, it } from 'vitest';
import { isValidInn } from './inn';

describe('isValidInn (ИНН check digits)', () => {
  it('accepts real 10- and 12-digit numbers', () => {
    expect(isValidInn('7707083893')).toBe(true); // Sberbank
    expect(isValidInn('2466010657')).toBe(true); // Government of Krasnoyarsk Krai
    expect(isValidInn('500100732259')).toBe(true);
  });

  it('refuses a wrong check digit in either position', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('500100732249')).toBe(false);
  });

  it('refuses other lengths, non-digits, spaces and all zeros', () => {
    for (const value of ['', '770708389', '77070838931', '7707 083893', ' 7707083893', '77070838a3', '0000000000', '000000000000']) {
      expect(isValidInn(value), value).toBe(false);
    }
  });
});
