import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage } from '@/components/page/route-page';
import { AlgorithmSteps } from '@/features/standard/components/algorithm-steps';
import type { AlgorithmGlobal } from '@/components/content/page-global';

/**
 * The project realisation algorithm (GET /project-implementation-algorithm) as numbered steps.
 * The published page, or the draft of its single page that the back office previews (`draft`).
 */
export function AlgorithmPage({ locale, draft }: { locale: string; draft?: AlgorithmGlobal }) {
  return (
    <RoutePage routeKey="standardAlgorithm" locale={locale} global="/project-implementation-algorithm" draft={draft}>
      <AlgorithmSteps locale={locale} draft={draft} />
      <LearnMore routes={['standardRules', 'standardCommittee', 'investorAlgorithm']} />
      <PersonalArea />
    </RoutePage>
  );
}
