import { detailMetadata } from '@/components/page/content-detail';
import { EventDetail } from './event-detail';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/event', 'event');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return <EventDetail locale={locale} slug={slug} />;
}
