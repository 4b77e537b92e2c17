import { describe, expect, it } from 'vitest';
import { loginRedirectPath, safeReturnPath } from './login-return';

describe('safeReturnPath', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('/en/profile?tab=settings')).toBe('/en/profile?tab=settings');
  });
  it('refuses other hosts, schemes and odd input', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, '/a\nb', `/${'a'.repeat(600)}`]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
  it('builds the redirect with the path encoded', () => {
    expect(loginRedirectPath('/en', '/en/profile?tab=settings')).toBe('/en?login=%2Fen%2Fprofile%3Ftab%3Dsettings');
  });
});
