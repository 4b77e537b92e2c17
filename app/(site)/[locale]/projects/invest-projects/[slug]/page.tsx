import { ContentDetail, detailMetadata } from '@/components/page/content-detail';

export const generateMetadata = detailMetadata('/invest-project', 'invest-project');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return <ContentDetail locale={locale} parent="projectsInvest" endpoint="/invest-project" id={slug} tag="invest-project" />;
}
