import { create } from 'zustand';
import { setTokenGetter } from '@/lib/api/browser';
import { clearStoredToken, readStoredToken, writeStoredToken } from './token-storage';

/**
 * The session flags (the user itself is react-query server state: api/get-user.ts). `ready` turns true
 * once the stored token has been read on load, so the guard never decides before that.
 */
export type AuthState = {
  token: string | null;
  sessionOnly: boolean;
  ready: boolean;
  /** The token of the mailed reset link (/reset-password/token=…) for the new-password modal. */
  resetToken: string | null;
  /** The address just registered, for the success modal's text. */
  registeredEmail: string | null;
  /** A short confirmation shown after a modal closes (e.g. "the recovery link has been sent"). */
  notice: string | null;
  hydrate: () => void;
  setSession: (token: string, sessionOnly: boolean) => void;
  /** Change password: the new token replaces the stored one, in the same storage. */
  replaceToken: (token: string) => void;
  clear: () => void;
  setResetToken: (token: string | null) => void;
  setRegisteredEmail: (email: string | null) => void;
  notify: (notice: string | null) => void;
};

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: null,
  sessionOnly: false,
  ready: false,
  resetToken: null,
  registeredEmail: null,
  notice: null,
  hydrate: () => {
    const stored = readStoredToken();
    set({ token: stored?.token ?? null, sessionOnly: stored?.sessionOnly ?? false, ready: true });
  },
  setSession: (token, sessionOnly) => {
    writeStoredToken({ token, sessionOnly });
    set({ token, sessionOnly, ready: true });
  },
  replaceToken: (token) => {
    writeStoredToken({ token, sessionOnly: get().sessionOnly });
    set({ token });
  },
  clear: () => {
    clearStoredToken();
    set({ token: null, sessionOnly: false });
  },
  setResetToken: (resetToken) => set({ resetToken }),
  setRegisteredEmail: (registeredEmail) => set({ registeredEmail }),
  notify: (notice) => set({ notice }),
}));

// The browser's API client reads the bearer token from here (calls marked `auth`).
setTokenGetter(() => useAuthStore.getState().token);
