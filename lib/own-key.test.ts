import { describe, expect, it } from 'vitest';
import { isOwnKey, keyTable } from './own-key';

describe('isOwnKey', () => {
  const table = { okved: 1, 'support-type': 2 } as const;

  it('knows the table\'s own keys', () => {
    expect(isOwnKey(table, 'okved')).toBe(true);
    expect(isOwnKey(table, 'support-type')).toBe(true);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'OKVED'])('refuses %j', (key) => {
    expect(isOwnKey(table, key)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isOwnKey(table, null)).toBe(false);
    expect(isOwnKey(table, undefined)).toBe(false);
  });
});

describe('keyTable', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('%j is an ordinary key: absent until set, then an own value', (key) => {
    const table = keyTable<string[]>();
    expect(table[key]).toBeUndefined();
    (table[key] ??= []).push('x');
    table[key].push('y');
    expect(Object.getOwnPropertyDescriptor(table, key)?.value).toEqual(['x', 'y']);
    expect(Object.getPrototypeOf(table)).toBeNull();
    expect(Object.keys(table)).toEqual([key]);
    expect(JSON.parse(JSON.stringify(table))).toEqual(JSON.parse(`{${JSON.stringify(key)}: ["x", "y"]}`));
  });
});
