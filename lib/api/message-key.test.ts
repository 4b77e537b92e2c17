import { describe, expect, it } from 'vitest';
import { messageKey } from './message-key';

const CATALOGUE = {
  required: 'Fill in this field.',
  tooLong: 'At most {max} characters.',
  between: 'From {min} to {max} files.',
  sameText: 'Fill in this field.',
} as const;

describe('messageKey', () => {
  it('finds the key of a plain message (the first key when two share a text)', () => {
    expect(messageKey(CATALOGUE, 'Fill in this field.')).toEqual({ key: 'required', values: {} });
  });

  it('reads placeholder values back from the message', () => {
    expect(messageKey(CATALOGUE, 'At most 200 characters.')).toEqual({ key: 'tooLong', values: { max: '200' } });
    expect(messageKey(CATALOGUE, 'From 1 to 5 files.')).toEqual({ key: 'between', values: { min: '1', max: '5' } });
  });

  it('anything else, or nothing, is no key', () => {
    expect(messageKey(CATALOGUE, 'Network error')).toBeUndefined();
    expect(messageKey(CATALOGUE, 'At most characters.')).toBeUndefined();
    expect(messageKey(CATALOGUE, 'fill in this field.')).toBeUndefined();
    expect(messageKey(CATALOGUE, undefined)).toBeUndefined();
  });
});
