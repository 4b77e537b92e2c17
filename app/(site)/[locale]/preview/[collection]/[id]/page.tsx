import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AboutRegionGlobal, AlgorithmGlobal, ArcticGlobal, CorporationGlobal, TechnoValleyGlobal } from '@/components/content/page-global';
import { pageLocale } from '@/components/page/route-page';
import type { EventItem } from '@/features/events/types';
import type { NewsItem } from '@/features/news/types';
import { PreviewNotice } from '@/features/preview/components/preview-notice';
import { RefreshOnSave } from '@/features/preview/components/refresh-on-save';
import type { ProductionSite } from '@/features/sites/types';
import type { Locale } from '@/i18n/routing';
import { readDraft } from '@/lib/api/preview';
import { isPreviewCollection, isPreviewPage, PAGE_KIND, type PreviewCollection, type PreviewPage } from '@/lib/preview';
import { AboutRegionPage } from '@/app/(site)/[locale]/about-region/about-region-page';
import { ArcticPage } from '@/app/(site)/[locale]/arctics/arctic-page';
import { EventDetail } from '@/app/(site)/[locale]/events/[slug]/event-detail';
import { SpecialZonePage } from '@/app/(site)/[locale]/investicionnie-ploshadki/preferencialnie-zoni/oez/special-zone-page';
import { ProductionSiteDetail } from '@/app/(site)/[locale]/investicionnie-ploshadki/proizvodstvennie-ploshadki/[slug]/site-detail-page';
import { AlgorithmPage } from '@/app/(site)/[locale]/investicionniy-standard/algorithm-realizacii-proekta/algorithm-page';
import { CorporationPage } from '@/app/(site)/[locale]/investicionniy-standard/korporaciya-razvitiya-eniseyskoy-sibiri/corporation-page';
import { NewsDetail } from '@/app/(site)/[locale]/news/[slug]/news-detail';

/**
 * The back office's preview (Payload's live preview frames it beside the form): a document's or single page's latest
 * version, draft included, rendered by the same components as its public page, in the language of the address —
 * `/preview/{collection}/{id}` for a document, `/preview/page/{slug}` for a single page kept in a global. Rendered for
 * every request from the staff member's own session (never cached: Next answers `private, no-store`); not indexed; a
 * visitor without a staff session gets the 404 page. The public page keeps showing the published version.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; collection: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'preview' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

type Previewed = { news: NewsItem; events: EventItem; 'production-sites': ProductionSite };

/** A document's draft on its public detail page. */
async function documentPreview(collection: PreviewCollection, id: string, locale: Locale): Promise<ReactNode> {
  const item = await readDraft<Previewed[PreviewCollection]>(collection, id, locale);
  if (!item) notFound();
  // The favourites button and links key on the slug, as on the public page; a draft not yet slugged has its id.
  const slug = item.slug || String(item.id);
  if (collection === 'news') return <NewsDetail locale={locale} slug={slug} draft={item as NewsItem} />;
  if (collection === 'events') return <EventDetail locale={locale} slug={slug} draft={item as EventItem} />;
  return <ProductionSiteDetail locale={locale} slug={slug} draft={item as ProductionSite} />;
}

type PageDrafts = {
  'about-region': AboutRegionGlobal;
  arctic: ArcticGlobal;
  'techno-valley': TechnoValleyGlobal;
  'project-implementation-algorithm': AlgorithmGlobal;
  'korporaciya-razvitiya-eniseyskoy-sibiri': CorporationGlobal;
};

/** Each single page's public page component, which takes the draft of its global in place of the published one. */
const PAGES: { [P in PreviewPage]: (props: { locale: string; draft?: PageDrafts[P] }) => ReactNode } = {
  'about-region': AboutRegionPage,
  arctic: ArcticPage,
  'techno-valley': SpecialZonePage,
  'project-implementation-algorithm': AlgorithmPage,
  'korporaciya-razvitiya-eniseyskoy-sibiri': CorporationPage,
};

/** A single page's draft on its public page. */
async function pagePreview<P extends PreviewPage>(slug: P, locale: Locale): Promise<ReactNode> {
  const draft = await readDraft<PageDrafts[P]>(PAGE_KIND, slug, locale);
  if (!draft) notFound();
  const Page = PAGES[slug] as (props: { locale: string; draft?: PageDrafts[P] }) => ReactNode;
  return <Page locale={locale} draft={draft} />;
}

export default async function Page({ params }: Props) {
  const { locale: segment, collection, id } = await params;
  const locale = pageLocale(segment);
  let body: ReactNode;
  if (collection === PAGE_KIND && isPreviewPage(id)) body = await pagePreview(id, locale);
  else if (isPreviewCollection(collection)) body = await documentPreview(collection, id, locale);
  else notFound();
  return (
    <>
      <RefreshOnSave />
      <PreviewNotice />
      {body}
    </>
  );
}
