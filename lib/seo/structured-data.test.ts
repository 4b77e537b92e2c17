import { describe, expect, it } from 'vitest';
import { breadcrumbList, governmentOrganization, jsonLdText } from './structured-data';

const facts = {
  origin: 'https://invest.example.ru',
  locale: 'en',
  name: 'Krasnoyarsk Krai Investment Development Agency',
  siteName: 'Investment portal',
  description: 'Sites and support',
  logoPath: '/images/logo-512.png',
  telephone: '+73912000000',
  contactType: 'Investor support',
  region: 'Krasnoyarsk Krai',
  city: 'Krasnoyarsk',
  sameAs: ['https://t.me/investkrsk'],
} as const;

describe('governmentOrganization', () => {
  it('describes the agency with absolute URLs, its phone and its region', () => {
    const org = governmentOrganization(facts);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GovernmentOrganization',
      name: facts.name,
      url: 'https://invest.example.ru/en',
      logo: { url: 'https://invest.example.ru/images/logo-512.png' },
      telephone: '+73912000000',
      contactPoint: [{ '@type': 'ContactPoint', telephone: '+73912000000', contactType: 'Investor support' }],
      address: { addressLocality: 'Krasnoyarsk', addressCountry: 'RU' },
      sameAs: ['https://t.me/investkrsk'],
    });
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const text = jsonLdText(data);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('breadcrumbList', () => {
  it('numbers the trail from 1 with absolute URLs in the page locale, the page itself without one', () => {
    expect(breadcrumbList('https://invest.example', 'tr', [{ name: 'Ana sayfa', path: '/' }, { name: 'Haberler', path: '/news' }, { name: 'Bir haber' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Ana sayfa', item: 'https://invest.example/tr' },
        { '@type': 'ListItem', position: 2, name: 'Haberler', item: 'https://invest.example/tr/news' },
        { '@type': 'ListItem', position: 3, name: 'Bir haber' },
      ],
    });
  });
});
