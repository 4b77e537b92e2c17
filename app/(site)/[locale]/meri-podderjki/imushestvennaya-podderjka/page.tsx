import { LearnMore } from '@/components/content/blocks/learn-more';
import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SupportPage } from '@/features/support/components/support-page';

export const generateMetadata = routeMetadata('supportProperty');

/** Property support (setting 14): land and premises on preferential terms, and where to find them. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <SupportPage route="supportProperty" setting={14} locale={locale}>
      <LearnMore routes={['productionSites', 'investMap', 'standardRules']} />
    </SupportPage>
  );
}
