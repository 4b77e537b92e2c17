// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeXml, newsRss, rssDate } from './rss';

const feed = {
  title: 'Новости — Портал',
  link: 'https://invest.example/news',
  self: 'https://invest.example/rss.xml',
  description: 'Новости края',
  language: 'ru',
  items: [
    {
      title: 'Портфель КИП превысил 160 инициатив & <больше>',
      link: 'https://invest.example/news/kip',
      description: 'Около 2,6 трлн "рублей"',
      published: '2026-11-18T09:00:00.000Z',
      image: { url: 'https://invest.example/api/cms/media/file/a.webp', type: 'image/webp', length: 48213 },
      source: 'Пресс-служба',
    },
    { title: 'Вторая', link: 'https://invest.example/news/two', published: '2026-11-12T09:00:00.000Z' },
  ],
};

/** The document parsed by a real XML parser (jsdom's DOMParser). */
const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0001`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  });
});

describe('rssDate', () => {
  it('is RFC 822 in GMT', () => {
    expect(rssDate('2026-11-18T16:00:00+07:00')).toBe('Wed, 18 Nov 2026 09:00:00 GMT');
  });
});

describe('newsRss', () => {
  it('is well-formed RSS 2.0 with the channel and every item', () => {
    const doc = parse(newsRss(feed));
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]!.textContent).toBe('Новости — Портал');
    expect(channel.getElementsByTagName('language')[0]!.textContent).toBe('ru');
    expect(channel.getElementsByTagName('lastBuildDate')[0]!.textContent).toBe('Wed, 18 Nov 2026 09:00:00 GMT');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    expect(items[0]!.getElementsByTagName('title')[0]!.textContent).toBe('Портфель КИП превысил 160 инициатив & <больше>');
    expect(items[0]!.getElementsByTagName('description')[0]!.textContent).toBe('Около 2,6 трлн "рублей"');
    expect(items[0]!.getElementsByTagName('guid')[0]!.getAttribute('isPermaLink')).toBe('true');
    expect(items[0]!.getElementsByTagName('enclosure')[0]!.getAttribute('type')).toBe('image/webp');
    expect(items[0]!.getElementsByTagName('enclosure')[0]!.getAttribute('length')).toBe('48213');
    expect(items[1]!.getElementsByTagName('pubDate')[0]!.textContent).toBe('Thu, 12 Nov 2026 09:00:00 GMT');
    expect(items[1]!.getElementsByTagName('description')).toHaveLength(0);
  });

  it('links to itself (atom:link rel=self)', () => {
    const doc = parse(newsRss(feed));
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect(self.getAttribute('href')).toBe('https://invest.example/rss.xml');
    expect(self.getAttribute('rel')).toBe('self');
  });

  it('stays valid with no items', () => {
    const doc = parse(newsRss({ ...feed, items: [] }));
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});
