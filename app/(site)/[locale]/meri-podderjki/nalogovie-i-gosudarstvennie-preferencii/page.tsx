import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SupportPage } from '@/features/support/components/support-page';

export const generateMetadata = routeMetadata('supportPreferences');

/** Tax and government preferences: the measures of GET /support-measures/tax-and-government-preferences (no setting: 16 is absent in §7). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <SupportPage route="supportPreferences" group="tax-and-government-preferences" locale={locale} />;
}
