import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SettingDocuments } from '@/features/documents/components/setting-documents';

export const generateMetadata = routeMetadata('standardCommittee');

/** The investment committee (setting 20) and its documents (GET /setting-file/investicionniy_komitet_krasnoyarskogo_kraya). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="standardCommittee" locale={locale} setting={20}>
      <SettingDocuments fileKey="investicionniy_komitet_krasnoyarskogo_kraya" locale={locale} />
      <LearnMore routes={['standardAlgorithm', 'standardDeclaration', 'investStandard']} />
      <PersonalArea />
    </RoutePage>
  );
}
