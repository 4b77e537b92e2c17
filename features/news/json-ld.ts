import type { NewsItem } from './types';

type Context = {
  /** The item's absolute URL. */
  url: string;
  /** The agency that publishes the portal. */
  publisher: { name: string; url: string };
  /** Absolute URL of the item's picture, if any. */
  image?: string | null;
  inLanguage: string;
};

/** schema.org NewsArticle of a news item's page. */
export function newsArticleJsonLd(item: NewsItem, { url, publisher, image, inLanguage }: Context): Record<string, unknown> {
  // The same organisation as the agency's JSON-LD of every page (components/seo/agency-json-ld.tsx).
  const organization = { '@type': 'GovernmentOrganization', '@id': `${publisher.url}/#organization`, name: publisher.name, url: publisher.url };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    datePublished: item.publishedAt,
    ...(item.excerpt ? { description: item.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage,
    author: item.source && item.source !== publisher.name ? { '@type': 'Organization', name: item.source } : organization,
    publisher: organization,
    ...(item.sourceUrl && /^https?:\/\//i.test(item.sourceUrl) ? { isBasedOn: item.sourceUrl } : {}),
  };
}
