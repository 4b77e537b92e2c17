import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { isFilled, missingLanguages } from './translation-status';

const paragraph = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }] } });

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'excerpt', type: 'textarea', localized: true },
  { name: 'content', type: 'richText', localized: true },
  { name: 'sourceUrl', type: 'text' },
  { type: 'row', fields: [{ name: 'source', type: 'text', localized: true }] },
  { name: 'water', type: 'group', fields: [{ name: 'note', type: 'text', localized: true }] },
  { name: 'items', type: 'array', fields: [{ name: 'label', type: 'text', localized: true }] },
];

const all = (ru: unknown, en: unknown, tr: unknown, zh: unknown) => ({ ru, en, tr, zh });

describe('isFilled', () => {
  it('counts visible text only', () => {
    expect(isFilled('Канск')).toBe(true);
    expect(isFilled('   ')).toBe(false);
    expect(isFilled(undefined)).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(paragraph('Текст'))).toBe(true);
    expect(isFilled(paragraph(''))).toBe(false);
    expect(isFilled(paragraph('  '))).toBe(false);
    expect(isFilled({ root: { type: 'root', children: [{ type: 'upload', value: 3 }] } })).toBe(true);
  });
});

describe('missingLanguages', () => {
  it('is empty when every language has what Russian has', () => {
    const stored = { title: all('Новость', 'News', 'Haber', '新闻'), content: all(paragraph('Текст'), paragraph('Text'), paragraph('Metin'), paragraph('文本')) };
    expect(missingLanguages(fields, { stored, incoming: undefined, locale: 'ru' })).toEqual([]);
  });

  it('names each language with a text empty where Russian has one, in en, tr, zh order', () => {
    const stored = { title: all('Новость', 'News', '', '新闻'), excerpt: all('Анонс', undefined, 'Özet', null) };
    expect(missingLanguages(fields, { stored, incoming: undefined, locale: 'ru' })).toEqual(['en', 'tr', 'zh']);
  });

  it('asks nothing of a translation where Russian is empty too', () => {
    const stored = { title: all('Новость', 'News', 'Haber', '新闻'), excerpt: all('', '', undefined, ''), content: all(paragraph(''), undefined, undefined, undefined) };
    expect(missingLanguages(fields, { stored, incoming: undefined, locale: 'ru' })).toEqual([]);
  });

  it('counts an empty rich text (an empty paragraph) as missing', () => {
    const stored = { title: all('Н', 'N', 'H', '新'), content: all(paragraph('Текст'), paragraph('Text'), paragraph(''), paragraph('文本')) };
    expect(missingLanguages(fields, { stored, incoming: undefined, locale: 'ru' })).toEqual(['tr']);
  });

  it('lays the saved language over the stored document: filling Turkish clears it', () => {
    const stored = { title: all('Новость', 'News', undefined, '新闻') };
    expect(missingLanguages(fields, { stored, incoming: undefined, locale: 'ru' })).toEqual(['tr']);
    expect(missingLanguages(fields, { stored, incoming: { title: 'Haber' }, locale: 'tr' })).toEqual([]);
  });

  it('emptying a translation marks it missing; a field the save leaves out keeps its stored values', () => {
    const stored = { title: all('Новость', 'News', 'Haber', '新闻'), excerpt: all('Анонс', 'Summary', 'Özet', '摘要') };
    expect(missingLanguages(fields, { stored, incoming: { title: '' }, locale: 'zh' })).toEqual(['zh']);
    expect(missingLanguages(fields, { stored, incoming: { excerpt: 'Summary 2' }, locale: 'en' })).toEqual([]);
  });

  it('a new Russian text makes every language without it missing', () => {
    const stored = { title: all('Новость', 'News', 'Haber', '新闻') };
    expect(missingLanguages(fields, { stored, incoming: { title: 'Новость', excerpt: 'Новый анонс' }, locale: 'ru' })).toEqual(['en', 'tr', 'zh']);
  });

  it('a first save in Russian only lacks every translation', () => {
    expect(missingLanguages(fields, { stored: undefined, incoming: { title: 'Новость' }, locale: 'ru' })).toEqual(['en', 'tr', 'zh']);
  });

  it('reads a save in every language at once (locale "all")', () => {
    expect(missingLanguages(fields, { stored: undefined, incoming: { title: all('Новость', 'News', '', '新闻') }, locale: 'all' })).toEqual(['tr']);
  });

  it('looks into rows, groups and array rows (matched by row id)', () => {
    const stored = {
      title: all('Н', 'N', 'H', '新'),
      source: all('Пресс-служба', 'Press office', 'Basın servisi', ''),
      water: { note: all('Есть', 'Yes', 'Var', '有') },
      items: [
        { id: 'a', label: all('Пункт', 'Item', 'Madde', '条') },
        { id: 'b', label: all('Второй', '', 'İkinci', '第二') },
      ],
    };
    expect(missingLanguages(fields, { stored, incoming: undefined, locale: 'ru' })).toEqual(['en', 'zh']);
    const incoming = { source: '新闻处', items: [{ id: 'b', label: '第二' }, { id: 'a', label: '条' }] };
    expect(missingLanguages(fields, { stored, incoming, locale: 'zh' })).toEqual(['en']);
    const englishFix = { items: [{ id: 'a', label: 'Item' }, { id: 'b', label: 'Second' }] };
    expect(missingLanguages(fields, { stored: { ...stored, source: all('П', 'P', 'B', '新') }, incoming: englishFix, locale: 'en' })).toEqual([]);
  });

  it('ignores texts that are not localized', () => {
    const stored = { title: all('Н', 'N', 'H', '新'), sourceUrl: 'https://example.org' };
    expect(missingLanguages(fields, { stored, incoming: undefined, locale: 'ru' })).toEqual([]);
  });
});
