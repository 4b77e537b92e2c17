import { ContentDetail, detailMetadata } from '@/components/page/content-detail';

export const generateMetadata = detailMetadata('/proizvodstvennie-ploshadki', 'production-site');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return <ContentDetail locale={locale} parent="productionSites" endpoint="/proizvodstvennie-ploshadki" id={slug} tag="production-site" />;
}
