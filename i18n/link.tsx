import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localePath } from './locale-path';
import type { Locale } from './routing';

type Href = string | { pathname: string; query?: Record<string, string> };

/**
 * A link to a page of the portal in the request's language, for server components: Next's own `Link` with the address
 * of `localePath`. next-intl's navigation (i18n/navigation.ts) is for client islands under its provider only: its
 * module imports next-intl's client link, so a server component that merely imports it puts that link and next-intl's
 * client runtime into the page's first load (docs/decisions/037).
 */
export async function Link({ href, ...rest }: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href }) {
  const locale = (await getLocale()) as Locale;
  const pathname = localePath(typeof href === 'string' ? href : href.pathname, locale);
  return <NextLink href={typeof href === 'string' ? pathname : { ...href, pathname }} {...rest} />;
}
