import type { Locale } from '@/i18n/routing';
import { absoluteUrl, localizedPath } from './alternates';

/** The agency as schema.org sees it; the strings are the locale's (messages `meta.*`). */
export type AgencyFacts = {
  origin: string;
  locale: Locale;
  name: string;
  /** The portal's name, as the agency's alternate name. */
  siteName: string;
  description: string;
  /** Root-relative raster logo. */
  logoPath: string;
  telephone: string;
  contactType: string;
  region: string;
  city: string;
  /** The agency's own channels elsewhere (messengers, social networks). */
  sameAs: readonly string[];
};

/** schema.org GovernmentOrganization of the agency, for the JSON-LD every page carries. */
export function governmentOrganization(facts: AgencyFacts) {
  const url = absoluteUrl(facts.origin, localizedPath(facts.locale, '/'));
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    '@id': `${absoluteUrl(facts.origin, '/')}#organization`,
    name: facts.name,
    alternateName: facts.siteName,
    description: facts.description,
    url,
    logo: { '@type': 'ImageObject', url: absoluteUrl(facts.origin, facts.logoPath), width: 512, height: 512 },
    image: absoluteUrl(facts.origin, facts.logoPath),
    telephone: facts.telephone,
    areaServed: { '@type': 'AdministrativeArea', name: facts.region },
    address: { '@type': 'PostalAddress', addressLocality: facts.city, addressRegion: facts.region, addressCountry: 'RU' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: facts.telephone,
        contactType: facts.contactType,
        areaServed: 'RU',
        availableLanguage: ['ru', 'en', 'tr', 'zh'],
      },
    ],
    sameAs: [...facts.sameAs],
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no value (an editor's text) can close the
 * script element or open a comment.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** One step of a page's breadcrumbs: its label and, except for the page itself, its path without the locale prefix. */
export type BreadcrumbStep = { name: string; path?: string };

/**
 * schema.org BreadcrumbList of a page's breadcrumbs (the trail components/page/breadcrumbs.tsx shows), with absolute
 * URLs in the page's locale; the last step, the page itself, has no `item` (schema.org allows it, search engines take
 * the page's own URL).
 */
export function breadcrumbList(origin: string, locale: Locale, steps: readonly BreadcrumbStep[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.path ? { item: absoluteUrl(origin, localizedPath(locale, step.path)) } : {}),
    })),
  };
}
