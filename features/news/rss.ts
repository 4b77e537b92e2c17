/** An RSS 2.0 document (https://www.rssboard.org/rss-specification) of the news, with an Atom self link. */

export type FeedItem = {
  title: string;
  /** Absolute URL of the item's page (also its permanent guid). */
  link: string;
  description?: string | null;
  /** ISO date-time of publication. */
  published: string;
  /** Absolute URL, MIME type and size in bytes of the item's picture. */
  image?: { url: string; type: string; length: number } | null;
  source?: string | null;
};

export type Feed = {
  title: string;
  /** The news list's absolute URL. */
  link: string;
  /** The feed's own absolute URL. */
  self: string;
  description: string;
  /** A language tag (ru, en, tr, zh). */
  language: string;
  items: FeedItem[];
  /** The time of the latest change (lastBuildDate); the newest item's date when not given. */
  updated?: string;
};

/** XML text and attribute escaping; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date as RSS wants it: Mon, 23 Nov 2026 09:00:00 GMT. */
export const rssDate = (iso: string) => new Date(iso).toUTCString();

const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '');

export function newsRss(feed: Feed): string {
  const updated = feed.updated ?? feed.items.map((item) => item.published).sort().at(-1);
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', rssDate(item.published)),
      element('description', item.description),
      item.source ? `<source url="${escapeXml(feed.self)}">${escapeXml(item.source)}</source>` : '',
      item.image ? `<enclosure url="${escapeXml(item.image.url)}" type="${escapeXml(item.image.type)}" length="${item.image.length}"/>` : '',
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    element('description', feed.description),
    element('language', feed.language),
    updated ? element('lastBuildDate', rssDate(updated)) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
