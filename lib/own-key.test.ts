import { describe, expect, it } from 'vitest';
import { isOwnKey } from './own-key';

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
