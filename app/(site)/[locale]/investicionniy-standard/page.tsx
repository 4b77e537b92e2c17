import { PersonalArea } from '@/components/content/blocks/personal-area';
import { SupportMeasuresBlock } from '@/components/content/blocks/support-measures';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { StandardParts } from '@/features/standard/components/standard-parts';

export const generateMetadata = routeMetadata('investStandard');

/** The investment standard (setting 18) and its parts, the investment map among them. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="investStandard" locale={locale} setting={18}>
      <StandardParts locale={locale} />
      <SupportMeasuresBlock locale={locale} />
      <PersonalArea />
    </RoutePage>
  );
}
