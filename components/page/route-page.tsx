import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { readPageGlobal, type GlobalPath, type PageGlobal } from '@/components/content/page-global';
import { readSetting } from '@/components/content/page-setting';
import { RichText } from '@/components/content/rich-text';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { breadcrumbTrail, ROUTES, type RouteKey } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { isIndexable, NOINDEX_ROUTE_KEYS } from '@/lib/seo/routes';
import { publicOrigin } from '@/lib/seo/site-url';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { latestDate, PageMeta } from './page-meta';
import { langOf } from '@/lib/api/untranslated';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** A page's query as Next passes it (a repeated parameter is an array). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** Breadcrumbs for a route of the registry, with an optional last crumb (a detail page's title). */
export async function routeCrumbs(key: RouteKey, extra?: string, extraLang?: string): Promise<Crumb[]> {
  const t = await getTranslations('routes');
  const crumbs: Crumb[] = breadcrumbTrail(key).map((k) => ({ label: t(k), href: ROUTES[k].path }));
  if (extra) crumbs.push({ label: extra, lang: extraLang });
  return crumbs;
}

/** The locale segment as a Locale (the layout answers 404 for any other before a page renders). */
export function pageLocale(locale: string): Locale {
  return isLocale(locale) ? locale : defaultLocale;
}

/**
 * `generateMetadata` of a page of the route registry: its title (`routes.<key>`; the home page shows the site's name
 * alone), its description (`seo.<key>`), canonical URL and hreflang alternates, Open Graph and Twitter card;
 * private pages (lib/seo/routes.ts) are `noindex`.
 */
export function routeMetadata(key: RouteKey) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string; page?: string }> }): Promise<Metadata> {
    const { locale: segment, page } = await params;
    const locale = pageLocale(segment);
    const [routes, seo, meta] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'seo' }),
      getTranslations({ locale, namespace: 'meta' }),
    ]);
    return pageMetadata({
      origin: publicOrigin(),
      locale,
      // A paged list's page N (/news?page=N, rendered by /news/page/N) is its own canonical address, not page 1.
      path: page && /^\d{1,9}$/.test(page) && Number(page) > 1 ? `${ROUTES[key].path}?page=${Number(page)}` : ROUTES[key].path,
      title: key === 'home' ? { absolute: meta('siteName') } : routes(key),
      description: seo(key),
      siteName: meta('siteName'),
      noindex: NOINDEX_ROUTE_KEYS.has(key),
    });
  };
}

/** A content page's foot (components/page/page-meta.tsx): when it was last updated, and the inaccuracy report. */
export type PageMetaProps = { updatedAt?: string | null; report?: boolean };

/**
 * The frame of every page: breadcrumbs from Home, the page's title as its only h1, then the content; a content page
 * (`meta`) ends with its update date and the «Сообщить о неточности» button.
 */
export async function PageFrame({
  crumbs,
  title,
  titleLang,
  meta,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  titleLang?: string;
  meta?: PageMetaProps;
  children?: ReactNode;
}) {
  return (
    <div className="page container">
      <Breadcrumbs items={crumbs} />
      <h1 className="page__title" lang={titleLang}>
        {title}
      </h1>
      {children}
      {meta ? <PageMeta {...meta} /> : null}
    </div>
  );
}

/** A setting's text that only repeats its subtitle (a one-paragraph header) is not shown twice. */
function repeatsSubtitle(html: string, subtitle: string | null): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&quot;/g, '"').replace(/&amp;/g, '&').trim() === (subtitle ?? '').trim();
}

/**
 * A page of the route registry: title and breadcrumbs from the message files. With `setting`, the page's editable
 * header GET /setting/{n} adds its subtitle as the lead and its text (the title stays the route's, as in the menus).
 * A public (indexable) page is a content page: it ends with its update date — the latest of its header's, its
 * single page's (`global`, the GET its body reads too, from the same cache) and `updatedAt` — and the inaccuracy report.
 * The back office's preview of a single page passes its draft (`draft`), read in place of the published `global`.
 */
export async function RoutePage({
  routeKey,
  locale,
  setting,
  global,
  draft,
  updatedAt,
  children,
}: {
  routeKey: RouteKey;
  locale: string;
  setting?: number;
  global?: GlobalPath;
  draft?: PageGlobal;
  updatedAt?: string | null;
  children?: ReactNode;
}) {
  setRequestLocale(pageLocale(locale));
  const t = await getTranslations('routes');
  const [header, single] = await Promise.all([
    setting === undefined ? null : readSetting(setting, locale),
    draft ?? (global === undefined ? null : readPageGlobal(global, locale)),
  ]);
  const meta = isIndexable(routeKey) ? { updatedAt: latestDate(header?.updatedAt, single?.updatedAt, updatedAt) } : undefined;
  return (
    <PageFrame crumbs={await routeCrumbs(routeKey)} title={t(routeKey)} meta={meta}>
      {header?.subtitle ? (
        <p className="page-lead" {...langOf(header, 'subtitle')}>
          {header.subtitle}
        </p>
      ) : null}
      {header?.content && !repeatsSubtitle(header.content, header.subtitle) ? <RichText html={header.content} {...langOf(header, 'content')} /> : null}
      {children}
    </PageFrame>
  );
}
