import { describe, expect, it } from 'vitest';
import { localizeNumberText } from './number-text';

describe('localizeNumberText', () => {
  it('re-formats each Russian-written number in the locale, keeping decimals and the rest of the text', () => {
    expect(localizeNumberText('2,37', 'en')).toBe('2.37');
    expect(localizeNumberText('2,37', 'zh')).toBe('2.37');
    expect(localizeNumberText('2,37', 'ru')).toBe('2,37');
    expect(localizeNumberText('2,37', 'tr')).toBe('2,37');
    expect(localizeNumberText('160+', 'en')).toBe('160+');
    expect(localizeNumberText('10–15', 'en')).toBe('10–15');
    expect(localizeNumberText('3 000', 'en')).toBe('3000');
    expect(localizeNumberText('7,60 %', 'en')).toBe('7.60 %');
  });
});
