'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localePath } from './locale-path';
import { defaultLocale, isLocale } from './routing';

/**
 * A link to a page of the portal in the language of the route (`[locale]`), for components rendered both by server
 * components and inside client islands (a content card): Next's `Link` without next-intl's client runtime. Server
 * components use `i18n/link.tsx`, which also knows the language outside the `[locale]` routes.
 */
export function ParamsLink({ href, ...rest }: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string }) {
  const { locale } = useParams<{ locale?: string }>();
  return <NextLink href={localePath(href, isLocale(locale) ? locale : defaultLocale)} {...rest} />;
}
