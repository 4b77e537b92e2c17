import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, pageLocale, type LocaleParams } from '@/components/page/route-page';
import { OpenDataPage } from '@/features/open-data/components/open-data-page';

export const generateMetadata = routeMetadata('openData');

/** The open data: the files of GET /open-data/*, what each holds, its update date and the licence. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <RoutePage routeKey="openData" locale={locale}>
      <OpenDataPage locale={locale} />
    </RoutePage>
  );
}
