import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, recordId } from './record-id';

describe('recordId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [7, 7],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
  ])('%j is the record %d', (value, id) => {
    expect(recordId(value)).toBe(id);
  });

  it.each([
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 1',
    '１２３',
    '',
    String(MAX_RECORD_ID + 1),
    '99999999999999999999999',
    0,
    -3,
    2.5,
    MAX_RECORD_ID + 1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    {},
  ])('%j names no record', (value) => {
    expect(recordId(value)).toBeUndefined();
  });
});
