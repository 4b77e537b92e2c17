import { PersonalArea } from '@/components/content/blocks/personal-area';
import { LearnMore } from '@/components/content/blocks/learn-more';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SupportPages } from '@/features/support/components/support-pages';

export const generateMetadata = routeMetadata('supportMeasures');

/** Support measures (setting 11): the six support pages, then the calculator and the personal area. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="supportMeasures" locale={locale} setting={11}>
      <SupportPages locale={locale} />
      <LearnMore routes={['calculator', 'institutions', 'investorAlgorithm']} />
      <PersonalArea />
    </RoutePage>
  );
}
