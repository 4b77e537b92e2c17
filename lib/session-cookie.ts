/** Name of the HttpOnly cookie that carries the investor's session token (set by the accounts API). */
export const SESSION_COOKIE = 'portal_session';
