import { describe, expect, it } from 'vitest';
import { repairPercentEncoding } from './request-path';

describe('repairPercentEncoding (#12, malformed percent-encoding)', () => {
  it.each([
    ['/%ZZ', '/%25ZZ'],
    ['/en/news/%ZZ', '/en/news/%25ZZ'],
    ['/api/v1/news/%ZZ', '/api/v1/news/%25ZZ'],
    ['/api/cms/%ZZ?depth=0', '/api/cms/%25ZZ?depth=0'],
    ['/news/50%', '/news/50%25'],
    ['/news/%E0%A4%A', '/news/%25E0%25A4%25A'],
    ['/news/%A0', '/news/%25A0'],
  ])('%s → %s, which decodes', (url, repaired) => {
    expect(repairPercentEncoding(url)).toBe(repaired);
    expect(() => decodeURIComponent(repaired.split('?')[0]!)).not.toThrow();
  });

  it.each(['/', '/news/1', '/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C', '/search?q=%ZZ', '/a%20b'])('leaves %s as it is', (url) => {
    expect(repairPercentEncoding(url)).toBe(url);
  });
});
