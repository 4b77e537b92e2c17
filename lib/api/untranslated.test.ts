import { describe, expect, it } from 'vitest';
import { langOf, langs } from './untranslated';

describe('the language of a DTO text that fell back to Russian', () => {
  const item = { title: 'Yeni sakinler', excerpt: 'Для резидентов…', untranslated: ['excerpt'] };

  it('is Russian for a field the DTO names as untranslated, and the page’s own for the others', () => {
    expect(langOf(item, 'excerpt')).toEqual({ lang: 'ru' });
    expect(langOf(item, 'title')).toEqual({});
    expect(langs(item, { title: 'title', text: 'excerpt' })).toEqual({ text: 'ru' });
  });

  it('is the page’s own for a DTO without the mark, a missing DTO and a mark that is not a list', () => {
    expect(langOf({ title: 'Новости' }, 'title')).toEqual({});
    expect(langOf(null, 'title')).toEqual({});
    expect(langOf(undefined, 'title')).toEqual({});
    expect(langOf({ untranslated: 'title' }, 'title')).toEqual({});
  });
});
