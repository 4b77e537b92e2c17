import type { ReactNode } from 'react';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { SupportMeasuresBlock } from '@/components/content/blocks/support-measures';
import { RoutePage } from '@/components/page/route-page';
import { SUPPORT_PAGES, type SupportRoute } from '@/lib/support-measures';
import { GroupMeasures } from './group-measures';

/**
 * A support subpage (lib/support-measures.ts says what feeds it): its text (setting), its group's measures in full when
 * it has a group, the page's own blocks, then the other groups and the personal area as the investor's next steps.
 */
export function SupportPage({ route, locale, children }: { route: SupportRoute; locale: string; children?: ReactNode }) {
  const page = SUPPORT_PAGES.find((p) => p.route === route)!;
  return (
    <RoutePage routeKey={route} locale={locale} setting={page.setting ?? undefined}>
      {page.group ? <GroupMeasures group={page.group} locale={locale} /> : null}
      {children}
      <SupportMeasuresBlock locale={locale} exclude={page.group ?? undefined} />
      <PersonalArea />
    </RoutePage>
  );
}
