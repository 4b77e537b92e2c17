import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { translatorOf } from '@/testing/translator';
import { errorTextsFrom } from './error-texts-from';

describe('errorTextsFrom', () => {
  it('gives the boundary plain texts, the status as a template it fills in, and the home page in the language', () => {
    const texts = errorTextsFrom(translatorOf(zh, 'zh', 'common'), translatorOf(zh, 'zh', 'errors'), 'zh');
    for (const value of Object.values(texts)) expect(typeof value).toBe('string');
    expect(texts.status).toContain('{status}');
    expect(texts.status.replace('{status}', '404')).toBe(zh.errors.status.replace('{status}', '404'));
    expect(texts.homeHref).toBe('/zh');
    expect(errorTextsFrom(translatorOf(en, 'en', 'common'), translatorOf(en, 'en', 'errors'), 'ru').homeHref).toBe('/');
  });
});
