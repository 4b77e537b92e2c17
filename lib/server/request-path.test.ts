import { describe, expect, it } from 'vitest';
import { repairPercentEncoding } from './request-path';

describe('repairPercentEncoding (malformed percent-encoding)', () => {
  it.each([
    ['/%ZZ', '/~invalid-encoding'],
    ['/en/news/%ZZ', '/en/news/~invalid-encoding'],
    ['/api/v1/news/%ZZ', '/api/v1/news/~invalid-encoding'],
    ['/api/cms/%ZZ?depth=0', '/api/cms/~invalid-encoding?depth=0'],
    ['/news/50%', '/news/~invalid-encoding'],
    ['/news/%E0%A4%A/more', '/news/~invalid-encoding/more'],
    ['/news/%A0', '/news/~invalid-encoding'],
    ['/news/a%25b', '/news/~invalid-encoding'],
  ])('%s → %s', (url, repaired) => {
    expect(repairPercentEncoding(url)).toBe(repaired);
  });

  it.each(['/', '/news/1', '/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C', '/search?q=%ZZ', '/a%20b'])('leaves %s as it is', (url) => {
    expect(repairPercentEncoding(url)).toBe(url);
  });
});
