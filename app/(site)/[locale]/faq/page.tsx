import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { FaqList } from '@/features/faq/components/faq-list';
import type { FaqEntry } from '@/features/faq/types';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';

export const generateMetadata = routeMetadata('faq');

/** Questions and answers: GET /faq as an accordion. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const { items } = await serverGet<ListResult<FaqEntry>>('/faq', { locale, tags: ['faq'] });
  return (
    <RoutePage routeKey="faq" locale={locale}>
      <FaqList entries={items} />
    </RoutePage>
  );
}
