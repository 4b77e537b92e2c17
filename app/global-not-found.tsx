import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { HeadScripts } from '@/components/layout/head-scripts';
import { SiteShell } from '@/app/(site)/site-shell';
import { NotFoundView } from '@/components/page/not-found-view';
import '@/app/(site)/shell.css';
import { localeFromHeader, PATH_LOCALE_HEADER } from '@/lib/server/request-locale';

/**
 * Every URL no route matches lands here, in the language of its first path segment (put on the request by
 * lib/server/request-locale.ts; the proxy's locale when it ran). Unlike a page's notFound(), this route is rendered
 * on the server in full, so the 404 text is in the HTML.
 */
async function addressLocale(): Promise<string> {
  const fromPath = localeFromHeader((await headers()).get(PATH_LOCALE_HEADER));
  if (fromPath) setRequestLocale(fromPath);
  return fromPath ?? (await getLocale());
}

export async function generateMetadata(): Promise<Metadata> {
  await addressLocale();
  const t = await getTranslations('errors');
  const meta = await getTranslations('meta');
  return { title: `${t('notFoundTitle')} — ${meta('siteName')}`, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const locale = await addressLocale();
  return (
    // Like the [locale] layout: the visually-impaired mode applies before the first paint (the header's panel shows
    // it as on here too), hence suppressHydrationWarning on <html>.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <HeadScripts />
      </head>
      <body>
        <SiteShell>
          <NotFoundView />
        </SiteShell>
      </body>
    </html>
  );
}
