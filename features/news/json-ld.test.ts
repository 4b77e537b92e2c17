import { describe, expect, it } from 'vitest';
import { newsArticleJsonLd } from './json-ld';
import type { NewsItem } from './types';

const item: NewsItem = {
  id: 1,
  slug: 'kip',
  title: 'Портфель КИП превысил 160 инициатив',
  publishedAt: '2026-11-18T09:00:00.000Z',
  excerpt: 'Около 2,6 трлн рублей.',
  image: null,
  source: 'Пресс-служба правительства',
  sourceUrl: 'https://gov.example/news/1',
  photoSource: null,
  content: null,
};
const context = { url: 'https://invest.example/news/kip', publisher: { name: 'Портал', url: 'https://invest.example' }, inLanguage: 'ru' };

describe('newsArticleJsonLd', () => {
  it('has the headline, date, page, publisher and the source as author', () => {
    expect(newsArticleJsonLd(item, context)).toMatchObject({
      '@type': 'NewsArticle',
      headline: item.title,
      datePublished: item.publishedAt,
      description: item.excerpt,
      mainEntityOfPage: { '@type': 'WebPage', '@id': context.url },
      author: { '@type': 'Organization', name: 'Пресс-служба правительства' },
      publisher: { '@type': 'GovernmentOrganization', name: 'Портал', url: 'https://invest.example' },
      isBasedOn: 'https://gov.example/news/1',
    });
  });

  it('credits the agency when the source is the portal itself or missing, and ignores a non-web source link', () => {
    const data = newsArticleJsonLd({ ...item, source: null, sourceUrl: 'javascript:alert(1)' }, context);
    expect(data.author).toEqual(data.publisher);
    expect(data).not.toHaveProperty('isBasedOn');
  });
});
