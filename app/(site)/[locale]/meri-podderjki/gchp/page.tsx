import { LearnMore } from '@/components/content/blocks/learn-more';
import { SettingDocuments } from '@/features/documents/components/setting-documents';
import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SupportPage } from '@/features/support/components/support-page';

export const generateMetadata = routeMetadata('supportPpp');

/** Public-private partnership (setting 17): forms, how to propose a project, the PPP documents (GET /setting-file/gchp). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <SupportPage route="supportPpp" setting={17} locale={locale}>
      <SettingDocuments fileKey="gchp" locale={locale} />
      <LearnMore routes={['projectsPpp', 'directLine']} />
    </SupportPage>
  );
}
