import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { PppDocuments } from '@/features/projects/components/ppp-documents';

export const generateMetadata = routeMetadata('projectsPpp');

/** Public-private partnership: setting 17 and the PPP documents (GET /setting-file/gchp). */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <RoutePage routeKey="projectsPpp" locale={locale} setting={17}>
      <PppDocuments />
    </RoutePage>
  );
}
