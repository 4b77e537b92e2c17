import { defaultLocale, type Locale } from './routing';

/**
 * A path of the portal in a language, by the routing's rule (`localePrefix: 'as-needed'`): Russian without a prefix,
 * the others under `/<locale>`; `force` prefixes Russian too (a link that changes the language, so the proxy sees the
 * choice). The addresses next-intl's `getPathname` gives, without importing next-intl's navigation: server components
 * (i18n/link.tsx, forms' actions, absolute URLs) and the shell's islands use this.
 */
export function localePath(pathname: string, locale: Locale, force = false): string {
  if (locale === defaultLocale && !force) return pathname;
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}

/** The browser's path without its language prefix (`/en/news` → `/news`, `/en` → `/`), as next-intl's `usePathname`. */
export function unprefixedPath(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
