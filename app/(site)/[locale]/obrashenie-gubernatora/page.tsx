import { LearnMore } from '@/components/content/blocks/learn-more';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('governorAddress');

/** The Governor's address to investors (setting 31: its subtitle as the lead, the address as its text). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="governorAddress" locale={locale} setting={31}>
      <LearnMore routes={['directLine', 'investorAlgorithm', 'aboutRegion']} />
    </RoutePage>
  );
}
