import { ContentDetail, detailMetadata } from '@/components/page/content-detail';

export const generateMetadata = detailMetadata('/cip', 'cip');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return <ContentDetail locale={locale} parent="projectsCip" endpoint="/cip" id={slug} tag="cip" />;
}
