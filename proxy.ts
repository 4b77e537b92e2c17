import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { LOGIN_PARAM } from './lib/login-return';
import { SESSION_COOKIE } from './lib/session-cookie';
import { canonicalPageParam, isGuardedPath, pagedListPath, splitLocale } from './lib/routes';

/**
 * Locale detection (cookie, then Accept-Language) happens only on the root path;
 * every other unprefixed path is Russian. The cookie is written only by the
 * language selector, so visiting a page never overwrites the visitor's choice.
 * See docs/decisions/002-locale-detection-on-root-only.md.
 */
// No `Link` header of alternates: every page lists its hreflang alternates in its head (docs/decisions/021), and the
// header is computed for every request (docs/decisions/024).
const detectingMiddleware = createMiddleware({ ...routing, alternateLinks: false });
const plainMiddleware = createMiddleware({ ...routing, alternateLinks: false, localeDetection: false, localeCookie: false });

/**
 * The back office speaks Russian by default: Payload picks its UI language from its `payload-lng`
 * cookie, then Accept-Language. Until a staff member chooses a language in their account (which sets
 * the cookie), the browser's language is replaced by Russian. See docs/decisions/010-content-model.md.
 */
function adminInRussian(request: NextRequest) {
  if (request.cookies.has('payload-lng')) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set('accept-language', 'ru');
  return NextResponse.next({ request: { headers } });
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return adminInRussian(request);
  const { locale, rest } = splitLocale(pathname);

  // The `auth` guard: guests never see private pages, not even for a frame.
  if (isGuardedPath(rest) && !request.cookies.get(SESSION_COOKIE)?.value) {
    const home = new URL(locale === routing.defaultLocale ? '/' : `/${locale}`, request.url);
    // The home page opens the login modal and comes back here afterwards (features/auth/components/login-intent.tsx).
    home.searchParams.set(LOGIN_PARAM, `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(home);
  }

  // A paged list's `?page=N` renders the cached /…/page/N route; /ru/… still redirects to the unprefixed address first.
  const canonical = locale === routing.defaultLocale ? rest : `/${locale}${rest}`;
  const page = request.nextUrl.searchParams.get('page');
  const paged = pathname === canonical ? pagedListPath(rest, page) : null;
  // Another spelling of a page number (`?page=002`, `?page=1`) goes to its one address: one cache entry per page.
  const canonicalPage = paged && page !== null ? canonicalPageParam(page) : undefined;
  if (canonicalPage !== undefined) {
    const target = request.nextUrl.clone();
    if (canonicalPage === null) target.searchParams.delete('page');
    else target.searchParams.set('page', canonicalPage);
    return NextResponse.redirect(target, 308);
  }
  if (paged) {
    const target = request.nextUrl.clone();
    target.pathname = `/${locale}${paged}`;
    return NextResponse.rewrite(target);
  }

  return pathname === '/' ? detectingMiddleware(request) : plainMiddleware(request);
}

/**
 * Where the proxy runs (docs/decisions/024): only where it has work — the root's language detection (when a choice
 * was saved in the cookie, or the browser's first language is not Russian), /ru/… (redirected to the unprefixed
 * address), the back office's language, the guarded pages in every language and a paged list's `?page=`. Every other
 * address skips it: an unprefixed one — and the root otherwise — is served by the Russian route through next.config.ts's
 * rewrites (lib/locale-rewrite.mjs, no JavaScript per request), /en/… by its own route; pages set their language from
 * the route, and the global 404 from the address (lib/server/request-locale.ts). Running the proxy took about a third
 * of a cached page's time.
 * The entries are literal (Next reads this object at build time); lib/locale-rewrite.test.ts checks them against ROUTES
 * and next-intl's detection.
 */
export const config = {
  matcher: [
    { source: '/', has: [{ type: 'cookie', key: 'NEXT_LOCALE' }] },
    // Any Accept-Language whose first entry is not a plain `ru` or `ru-XX` (a q-value included) may choose another language.
    { source: '/', has: [{ type: 'header', key: 'accept-language', value: '(?!ru(?:-[A-Za-z0-9]+)?\\s*(?:,|$)).*' }] },
    '/ru',
    '/ru/:path*',
    '/admin',
    '/admin/:path*',
    '/profile/:path*',
    '/passport/:path*',
    '/:locale(en|tr|zh)/profile/:path*',
    '/:locale(en|tr|zh)/passport/:path*',
    // Not the API's own ?page (nor Next's files, the back office, files with an extension).
    { source: '/((?!api|_next|admin|.*\\..*).*)', has: [{ type: 'query', key: 'page' }] },
  ],
};
