import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage } from '@/components/page/route-page';
import { Corporation } from '@/features/standard/components/corporation';
import type { CorporationGlobal } from '@/components/content/page-global';

/**
 * The Yenisei Siberia development corporation (GET /korporaciya-razvitiya-eniseyskoy-sibiri).
 * The published page, or the draft of its single page that the back office previews (`draft`).
 */
export function CorporationPage({ locale, draft }: { locale: string; draft?: CorporationGlobal }) {
  return (
    <RoutePage routeKey="standardCorporation" locale={locale} global="/korporaciya-razvitiya-eniseyskoy-sibiri" draft={draft}>
      <Corporation locale={locale} draft={draft} />
      <LearnMore routes={['projectsCip', 'supportAccompaniment', 'institutions']} />
      <PersonalArea />
    </RoutePage>
  );
}
