import { detailMetadata } from '@/components/page/content-detail';
import { ProductionSiteDetail } from './site-detail-page';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/proizvodstvennie-ploshadki', 'production-site');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return <ProductionSiteDetail locale={locale} slug={slug} />;
}
