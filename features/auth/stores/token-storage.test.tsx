import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredToken, readStoredToken, writeStoredToken } from './token-storage';
import { useAuthStore } from './auth-store';

describe('token storage (spec §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('"remember me" keeps the token in localStorage; otherwise sessionStorage with a session marker', () => {
    writeStoredToken({ token: 'long', sessionOnly: false });
    expect(localStorage.getItem('portal.token')).toBe('long');
    expect(readStoredToken()).toEqual({ token: 'long', sessionOnly: false });
    writeStoredToken({ token: 'short', sessionOnly: true });
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(sessionStorage.getItem('portal.session')).toBe('1');
    expect(readStoredToken()).toEqual({ token: 'short', sessionOnly: true });
  });

  it('reads the session first, and ignores a session token without its marker', () => {
    localStorage.setItem('portal.token', 'long');
    sessionStorage.setItem('portal.token', 'short');
    expect(readStoredToken()).toEqual({ token: 'long', sessionOnly: false });
    sessionStorage.setItem('portal.session', '1');
    expect(readStoredToken()).toEqual({ token: 'short', sessionOnly: true });
    clearStoredToken();
    expect(readStoredToken()).toBeNull();
  });

  it('the store: a replaced token (password change) stays in the same storage', () => {
    useAuthStore.getState().setSession('first', true);
    useAuthStore.getState().replaceToken('second');
    expect(sessionStorage.getItem('portal.token')).toBe('second');
    expect(localStorage.getItem('portal.token')).toBeNull();
    useAuthStore.getState().clear();
    expect(readStoredToken()).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
  });
});
