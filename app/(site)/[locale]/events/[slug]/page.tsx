import { ContentDetail, detailMetadata } from '@/components/page/content-detail';

export const generateMetadata = detailMetadata('/event', 'event');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return <ContentDetail locale={locale} parent="events" endpoint="/event" id={slug} tag="event" />;
}
