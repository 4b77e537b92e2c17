import { describe, expect, it } from 'vitest';
import { governmentOrganization, jsonLdText } from './structured-data';

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
