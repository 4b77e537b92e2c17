import { ContentDetail, detailMetadata } from '@/components/page/content-detail';

export const generateMetadata = detailMetadata('/perspektivnie-proekti', 'perspective-project');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return <ContentDetail locale={locale} parent="projectsPerspective" endpoint="/perspektivnie-proekti" id={slug} tag="perspective-project" />;
}
