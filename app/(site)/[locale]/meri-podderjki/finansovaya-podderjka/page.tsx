import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SupportPage } from '@/features/support/components/support-page';

export const generateMetadata = routeMetadata('supportFinancial');

/** Financial support (setting 12): the measures of GET /support-measures/financial-support. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <SupportPage route="supportFinancial" setting={12} group="financial-support" locale={locale} />;
}
