import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { AlgorithmSteps } from '@/features/standard/components/algorithm-steps';

export const generateMetadata = routeMetadata('standardAlgorithm');

/** The project realisation algorithm (GET /project-implementation-algorithm) as numbered steps. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="standardAlgorithm" locale={locale} global="/project-implementation-algorithm">
      <AlgorithmSteps locale={locale} />
      <LearnMore routes={['standardRules', 'standardCommittee', 'investorAlgorithm']} />
      <PersonalArea />
    </RoutePage>
  );
}
