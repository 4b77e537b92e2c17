import type { ListResult } from '@/lib/api/envelope';
import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { InstitutionList } from '@/features/institutions/components/institution-list';
import type { DevelopmentInstitution } from '@/features/institutions/types';
import { serverGet } from '@/lib/api/server';

export const generateMetadata = routeMetadata('institutions');

/** Development institutions: GET /development-institutions (a whole list, in the agency's order). */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const { items } = await serverGet<ListResult<DevelopmentInstitution>>('/development-institutions', { locale, tags: ['development-institutions'] });
  return (
    <RoutePage routeKey="institutions" locale={locale}>
      <InstitutionList institutions={items} />
    </RoutePage>
  );
}
