import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, website } from './contacts';

describe('institution contacts', () => {
  it('turns a written phone number into a tel: link', () => {
    expect(telHref('+7 (391) 200-10-10')).toBe('tel:+73912001010');
    expect(telHref('8 800 555-35-35')).toBe('tel:88005553535');
    expect(telHref('  ')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('links e-mail addresses only', () => {
    expect(mailtoHref(' info@fond.example.ru ')).toBe('mailto:info@fond.example.ru');
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('a@b')).toBeNull();
  });

  it('links http(s) websites with their host as text and refuses other schemes', () => {
    expect(website('https://www.krdc.example.ru/')).toEqual({ href: 'https://www.krdc.example.ru/', label: 'krdc.example.ru' });
    expect(website('fond.example.ru/podderjka/')).toEqual({ href: 'https://fond.example.ru/podderjka/', label: 'fond.example.ru/podderjka' });
    expect(website('javascript:alert(1)')).toBeNull();
    expect(website('')).toBeNull();
  });
});
