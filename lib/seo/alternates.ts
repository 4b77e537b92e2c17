import { defaultLocale, locales, type Locale } from '@/i18n/routing';

/** hreflang keys of a page: the four locales and x-default (the Russian page, which has no prefix). */
export type HreflangKey = Locale | 'x-default';
export type LanguageAlternates = Record<HreflangKey, string>;

/** `/news` in a locale: Russian has no prefix, the others do (`/en/news`); the home page of en is `/en`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** An absolute URL on the public origin (`https://host` without a trailing slash). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * The page in every locale it is really written in, plus x-default → the Russian page, as absolute URLs. `shownIn`:
 * the locales whose page shows its main content in that locale's language (default: all); Russian always is — the
 * others fall back to it — so a version whose content is still Russian is not advertised as a Turkish or Chinese one.
 */
export function languageAlternates(origin: string, path: string, shownIn: readonly Locale[] = locales): Partial<LanguageAlternates> {
  const languages = Object.fromEntries(
    locales.filter((locale) => locale === defaultLocale || shownIn.includes(locale)).map((locale) => [locale, absoluteUrl(origin, localizedPath(locale, path))]),
  );
  return { ...languages, 'x-default': absoluteUrl(origin, localizedPath(defaultLocale, path)) };
}

/** `alternates` of a page's metadata: its canonical URL in this locale and its hreflang alternates. */
export function pageAlternates(
  origin: string,
  locale: Locale,
  path: string,
  shownIn?: readonly Locale[],
): { canonical: string; languages: Partial<LanguageAlternates> } {
  return { canonical: absoluteUrl(origin, localizedPath(locale, path)), languages: languageAlternates(origin, path, shownIn) };
}
