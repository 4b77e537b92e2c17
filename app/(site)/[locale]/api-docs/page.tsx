import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, pageLocale, type LocaleParams } from '@/components/page/route-page';
import { ApiDocsPage } from '@/features/api-docs';

export const generateMetadata = routeMetadata('apiDocs');

/** The API's reference: every /api/v1 endpoint from GET /api/v1/openapi.json, with the conventions in the page's language. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <RoutePage routeKey="apiDocs" locale={locale}>
      <ApiDocsPage locale={locale} />
    </RoutePage>
  );
}
