import type { ReactNode } from 'react';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { SupportMeasuresBlock } from '@/components/content/blocks/support-measures';
import { RoutePage } from '@/components/page/route-page';
import type { SupportGroup, SupportRoute } from '@/lib/support-measures';
import { GroupMeasures } from './group-measures';

type Props = { route: SupportRoute; locale: string; setting?: number; group?: SupportGroup; children?: ReactNode };

/**
 * A support subpage (lib/support-measures.ts and its test say which text and group feed each): its text (setting), its
 * group's measures in full when it has a group, the page's own blocks, then the other groups and the personal area as
 * the investor's next steps.
 */
export function SupportPage({ route, locale, setting, group, children }: Props) {
  return (
    <RoutePage routeKey={route} locale={locale} setting={setting}>
      {group ? <GroupMeasures group={group} locale={locale} /> : null}
      {children}
      <SupportMeasuresBlock locale={locale} exclude={group} />
      <PersonalArea />
    </RoutePage>
  );
}
