import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SupportPage } from '@/features/support/components/support-page';

export const generateMetadata = routeMetadata('supportAccompaniment');

/** Project support on the one-window principle (setting 15): the measures of GET /support-measures/project-support. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <SupportPage route="supportAccompaniment" setting={15} group="project-support" locale={locale} />;
}
