import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';
import { API_BASE_META, browserApiBaseUrl } from '@/lib/api/config';
import { ErrorTextsProvider } from '@/components/page/error-texts';
import { errorTextsFrom } from '@/components/page/error-texts-from';
import type { Translate } from '@/i18n/get-texts';
import { SiteShell } from '@/app/(site)/site-shell';
import { pageLocale } from '@/components/page/route-page';
import { AgencyJsonLd } from '@/components/seo/agency-json-ld';
import { DEFAULT_OG_IMAGE, OG_LOCALES } from '@/lib/seo/metadata';
import { publicOrigin } from '@/lib/seo/site-url';
import { HeadScripts } from '@/components/layout/head-scripts';
import '@/app/(site)/shell.css';
import { inRussianMarkerStyle } from '@/components/page/in-russian';
import { VitalsReporter } from '@/features/vitals';
import { vitalsSampleRate } from '@/lib/vitals/config';

// Every locale's pages render on their first request and stay cached (they read the API, which is not up at build).
export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: pageLocale(locale), namespace: 'meta' });
  // Pages add their canonical URL, hreflang alternates and their own Open Graph set (lib/seo/metadata.ts); these are
  // the defaults of a page without its own (the 404 view).
  return {
    metadataBase: new URL(publicOrigin()),
    title: { default: t('siteName'), template: `%s — ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      locale: hasLocale(routing.locales, locale) ? OG_LOCALES[locale] : undefined,
      images: [{ url: DEFAULT_OG_IMAGE.path, width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height, alt: t('siteName') }],
    },
    twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE.path] },
    // The browser's API client reads the provider's base URL from here (lib/api/browser.ts).
    other: { [API_BASE_META]: browserApiBaseUrl(process.env.API_BASE_URL) },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const common = await getTranslations({ locale, namespace: 'common' });
  const errors = await getTranslations({ locale, namespace: 'errors' });

  return (
    // The pre-paint script sets the visually-impaired mode's attributes on <html> from its cookie before anything is
    // painted (docs/decisions/022); React does not own them, hence suppressHydrationWarning on <html> only.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <HeadScripts />
      </head>
      <body style={inRussianMarkerStyle(common('inRussian'))}>
        <AgencyJsonLd locale={locale} />
        {/* No next-intl client provider here: the shell's islands get their texts as props, lazily loaded islands and
            features' islands bring their own provider with their namespaces (i18n/client-messages.ts). */}
        <ErrorTextsProvider
          texts={errorTextsFrom(common as unknown as Translate, errors as unknown as Translate, locale)}
        >
          <SiteShell>{children}</SiteShell>
        </ErrorTextsProvider>
        <VitalsReporter sampleRate={vitalsSampleRate()} />
      </body>
    </html>
  );
}
