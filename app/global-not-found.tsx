import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientIntlProvider } from '@/components/i18n/client-intl-provider';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundView } from '@/components/page/not-found-view';
import { fontClassName } from '@/app/(site)/fonts';
import '@/app/(site)/globals.css';

/**
 * Every URL no route matches lands here (proxy.ts has already put the locale on the request).
 * Unlike a page's notFound(), this route is rendered on the server in full, so the 404 text is in the HTML.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  const meta = await getTranslations('meta');
  return { title: `${t('notFoundTitle')} — ${meta('siteName')}`, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className={fontClassName}>
        <ClientIntlProvider>
          <SiteShell>
            <NotFoundView />
          </SiteShell>
        </ClientIntlProvider>
      </body>
    </html>
  );
}
