import { PersonalArea } from '@/components/content/blocks/personal-area';
import { SupportMeasuresBlock } from '@/components/content/blocks/support-measures';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('investorAlgorithm');

/** The investor's action algorithm: the investor navigator's text (setting 2) with its numbered steps, then the next steps. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="investorAlgorithm" locale={locale} setting={2}>
      <SupportMeasuresBlock locale={locale} />
      <PersonalArea />
    </RoutePage>
  );
}
