import { create } from 'zustand';
import { browserApi, setCookieSessionGetter, setTokenGetter } from '@/lib/api/browser';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { clearStoredToken, hasCookieSessionHint, readStoredToken, writeStoredToken } from './token-storage';

/** Why the login modal was opened for the visitor, and where to go after logging in. */
/** Why the login modal should open, where to go after the login and, when set, on which page (locale-free path) to open it. */
export type LoginIntent = { reason: 'guarded' | 'passwordReset'; returnTo: string | null; openAt?: string };

/**
 * The session flags (the user itself is react-query server state: api/get-user.ts). `ready` turns true
 * once the stored token has been read on load, so the guard never decides before that.
 */
export type AuthState = {
  token: string | null;
  sessionOnly: boolean;
  /**
   * No token in this tab's storage, but the HttpOnly session cookie of a session-only login (made in another
   * tab) is alive: API calls go without a bearer and the server reads the cookie.
   */
  cookieSession: boolean;
  ready: boolean;
  /** The token of the mailed reset link (/reset-password/token=…) for the new-password modal. */
  resetToken: string | null;
  /** The address just registered, for the success modal's text. */
  registeredEmail: string | null;
  /** A short confirmation shown after a modal closes (e.g. "the recovery link has been sent"). */
  notice: string | null;
  loginIntent: LoginIntent | null;
  /**
   * Reads the stored token; without one, but with the hint of a session-only login, asks GET /user/info with
   * the cookie alone and resumes that session (resolves to the user then). `ready` turns true when done.
   */
  hydrate: () => Promise<PortalUser | null>;
  setSession: (token: string, sessionOnly: boolean) => void;
  /** Change password: the new token replaces the stored one, in the same storage. */
  replaceToken: (token: string) => void;
  clear: () => void;
  setResetToken: (token: string | null) => void;
  setRegisteredEmail: (email: string | null) => void;
  notify: (notice: string | null) => void;
  setLoginIntent: (intent: LoginIntent | null) => void;
};

/** Whether this tab has a session: a stored token or a resumed cookie session. */
export const hasSession = (state: Pick<AuthState, 'token' | 'cookieSession'>): boolean => Boolean(state.token) || state.cookieSession;

let hydration: Promise<PortalUser | null> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: null,
  sessionOnly: false,
  cookieSession: false,
  ready: false,
  resetToken: null,
  registeredEmail: null,
  notice: null,
  loginIntent: null,
  hydrate: () => {
    if (get().ready) return Promise.resolve(null);
    hydration ??= (async () => {
      const stored = readStoredToken();
      if (stored || !hasCookieSessionHint()) {
        set({ token: stored?.token ?? null, sessionOnly: stored?.sessionOnly ?? false, ready: true });
        return null;
      }
      try {
        const user = await browserApi().get<PortalUser>('/user/info');
        set({ token: null, sessionOnly: true, cookieSession: true, ready: true });
        return user;
      } catch {
        // The cookie is gone (browser restarted, logged out elsewhere): forget the hint.
        clearStoredToken();
        set({ token: null, sessionOnly: false, cookieSession: false, ready: true });
        return null;
      }
    })().finally(() => {
      hydration = null;
    });
    return hydration;
  },
  setSession: (token, sessionOnly) => {
    writeStoredToken({ token, sessionOnly });
    set({ token, sessionOnly, cookieSession: false, ready: true });
  },
  replaceToken: (token) => {
    writeStoredToken({ token, sessionOnly: get().sessionOnly });
    set({ token });
  },
  clear: () => {
    clearStoredToken();
    set({ token: null, sessionOnly: false, cookieSession: false });
  },
  setResetToken: (resetToken) => set({ resetToken }),
  setRegisteredEmail: (registeredEmail) => set({ registeredEmail }),
  notify: (notice) => set({ notice }),
  setLoginIntent: (loginIntent) => set({ loginIntent }),
}));

// The browser's API client reads the bearer token from here (calls marked `auth`).
setTokenGetter(() => useAuthStore.getState().token);
setCookieSessionGetter(() => useAuthStore.getState().cookieSession);
