import { LearnMore } from '@/components/content/blocks/learn-more';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SettingDocuments } from '@/features/documents/components/setting-documents';

export const generateMetadata = routeMetadata('arcticsDocuments');

/** The Arctic zone's regulations (setting 10) and their files in the documents modal (GET /setting-file/normativnie_documenti_arctici). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="arcticsDocuments" locale={locale} setting={10}>
      <SettingDocuments fileKey="normativnie_documenti_arctici" locale={locale} />
      <LearnMore routes={['arctics', 'projectsArcticResidents', 'supportPreferences']} />
    </RoutePage>
  );
}
