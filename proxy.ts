import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { LOGIN_PARAM } from './lib/login-return';
import { SESSION_COOKIE } from './lib/session-cookie';
import { isGuardedPath, pagedListPath, splitLocale } from './lib/routes';

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
  const paged = pathname === canonical ? pagedListPath(rest, request.nextUrl.searchParams.get('page')) : null;
  if (paged) {
    const target = request.nextUrl.clone();
    target.pathname = `/${locale}${paged}`;
    return NextResponse.rewrite(target);
  }

  return pathname === '/' ? detectingMiddleware(request) : plainMiddleware(request);
}

/**
 * Where the proxy runs (docs/decisions/024): only where it has work — the root's language detection, /ru/… (redirected
 * to the unprefixed address), the back office's language, the guarded pages, a paged list's `?page=`, and the
 * addresses of the other languages (/en/…: next-intl's locale header is what gives an unknown address its language's
 * 404 view). An unprefixed address skips it: next.config.ts rewrites it to /ru/… (`rewrites`, no JavaScript per
 * request), and an unknown one gets the Russian 404, the default. Running the proxy took about a third of a cached
 * page's time.
 * The guarded and paged paths are listed literally (Next reads this object at build time); lib/routes.test.ts checks
 * them against ROUTES.
 */
export const config = {
  matcher: [
    '/',
    '/ru',
    '/ru/:path*',
    '/admin',
    '/admin/:path*',
    '/:locale(en|tr|zh)/:path*',
    '/profile/:path*',
    '/passport/:path*',
    // Not the API's own ?page (nor Next's files, the back office, files with an extension).
    { source: '/((?!api|_next|admin|.*\\..*).*)', has: [{ type: 'query', key: 'page' }] },
  ],
};
