import { LearnMore } from '@/components/content/blocks/learn-more';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SettingDocuments } from '@/features/documents/components/setting-documents';

export const generateMetadata = routeMetadata('standardDeclaration');

/** The investment declaration (setting 19) and its document (GET /setting-file/investment_declaration_of_the_krasnoyarsk_territory). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="standardDeclaration" locale={locale} setting={19}>
      <SettingDocuments fileKey="investment_declaration_of_the_krasnoyarsk_territory" locale={locale} />
      <LearnMore routes={['standardRules', 'standardCommittee', 'investStandard']} />
    </RoutePage>
  );
}
