import { LearnMore } from '@/components/content/blocks/learn-more';
import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SupportPage } from '@/features/support/components/support-page';

export const generateMetadata = routeMetadata('supportTax');

/** Tax support (setting 13): the rates by regime, and the zones and preferences behind them. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <SupportPage route="supportTax" setting={13} locale={locale}>
      <LearnMore routes={['supportPreferences', 'zoneSez', 'zoneAdt', 'arctics']} />
    </SupportPage>
  );
}
