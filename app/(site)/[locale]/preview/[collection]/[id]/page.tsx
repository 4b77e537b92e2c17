import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/route-page';
import type { EventItem } from '@/features/events/types';
import type { NewsItem } from '@/features/news/types';
import { PreviewNotice } from '@/features/preview/components/preview-notice';
import { RefreshOnSave } from '@/features/preview/components/refresh-on-save';
import type { ProductionSite } from '@/features/sites/types';
import { readDraft } from '@/lib/api/preview';
import { isPreviewCollection, type PreviewCollection } from '@/lib/preview';
import { EventDetail } from '@/app/(site)/[locale]/events/[slug]/event-detail';
import { ProductionSiteDetail } from '@/app/(site)/[locale]/investicionnie-ploshadki/proizvodstvennie-ploshadki/[slug]/site-detail-page';
import { NewsDetail } from '@/app/(site)/[locale]/news/[slug]/news-detail';

/**
 * The back office's preview (Payload's live preview frames it beside the form): a document's latest version, draft
 * included, rendered by the same components as its public page, in the language of the address. Rendered for every
 * request from the staff member's own session (never cached: Next answers `private, no-store`); not indexed; a visitor
 * without a staff session gets the 404 page. The public page keeps showing the published version.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; collection: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'preview' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

type Previewed = { news: NewsItem; events: EventItem; 'production-sites': ProductionSite };

export default async function Page({ params }: Props) {
  const { locale: segment, collection, id } = await params;
  const locale = pageLocale(segment);
  if (!isPreviewCollection(collection)) notFound();
  const item = await readDraft<Previewed[PreviewCollection]>(collection, id, locale);
  if (!item) notFound();
  // The favourites button and links key on the slug, as on the public page; a draft not yet slugged has its id.
  const slug = item.slug || String(item.id);
  return (
    <>
      <RefreshOnSave />
      <PreviewNotice />
      {collection === 'news' ? (
        <NewsDetail locale={locale} slug={slug} draft={item as NewsItem} />
      ) : collection === 'events' ? (
        <EventDetail locale={locale} slug={slug} draft={item as EventItem} />
      ) : (
        <ProductionSiteDetail locale={locale} slug={slug} draft={item as ProductionSite} />
      )}
    </>
  );
}
