import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it('reads a decimal comma and a decimal point as the same number', () => {
    expect(parseDecimal('36,5')).toBe(36.5);
    expect(parseDecimal('36.5')).toBe(36.5);
    expect(parseDecimal('0,25')).toBe(0.25);
  });

  it('ignores spaces between digit groups, including no-break ones', () => {
    expect(parseDecimal('1 234,5')).toBe(1234.5);
    expect(parseDecimal('12\u00a0500')).toBe(12500);
    expect(parseDecimal(' 7\u202f000 ')).toBe(7000);
  });

  it('reads a minus sign, typographic or not', () => {
    expect(parseDecimal('-3,2')).toBe(-3.2);
    expect(parseDecimal('−3,2')).toBe(-3.2);
  });

  it('gives null for an empty field and undefined for text that is not one number', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    expect(parseDecimal('36,5,1')).toBeUndefined();
    expect(parseDecimal('1.234,5')).toBeUndefined();
    expect(parseDecimal('36,')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
    expect(parseDecimal('1e3')).toBeUndefined();
  });
});

describe('formatDecimal', () => {
  it('writes a decimal comma and nothing for an empty value', () => {
    expect(formatDecimal(36.5)).toBe('36,5');
    expect(formatDecimal(365)).toBe('365');
    expect(formatDecimal(-0.75)).toBe('-0,75');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal(undefined)).toBe('');
  });
});
