import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '@/lib/auth/schemas/messages';
import { hasControlCharacters, hasLoneSurrogates, hasMultilineControls, multilineText } from './text';

describe('lone surrogates', () => {
  it.each(['\ud800', '\udfff', 'a\ud83d', '\ude00b', 'x\ud800\ud800\ude00', '\udc00\ud83d\ude00', 'a\ud83d\ude00\ude00'])('%j has one', (value) => {
    expect(hasLoneSurrogates(value)).toBe(true);
    expect(hasControlCharacters(value)).toBe(true);
    expect(hasMultilineControls(value)).toBe(true);
  });

  it.each(['', 'plain', 'Красноярск', '😀', 'a😀b😀', '𠜎 CJK extension B', '\ufffd', '\uffff'])('%j has none', (value) => {
    expect(hasLoneSurrogates(value)).toBe(false);
    expect(hasControlCharacters(value)).toBe(false);
  });

  it('a text area refuses one with the control-characters message', () => {
    const parsed = multilineText(100).safeParse('строка\nи половина \ud800');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(A.controlCharacters);
    expect(multilineText(100).parse('строка\nи эмодзи 😀')).toBe('строка\nи эмодзи 😀');
  });

  it('tab and line breaks: a text area\'s own, never a one-line value\'s', () => {
    expect(hasMultilineControls('a\tb\r\nc')).toBe(false);
    expect(hasControlCharacters('a\tb')).toBe(true);
    expect(hasMultilineControls('a\u0000b')).toBe(true);
  });
});
