import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { ExpertsHub } from '@/features/experts/components/experts-hub';

export const generateMetadata = routeMetadata('asi');

/** The page for the experts of the investment agency (docs/decisions/019-support-pages-and-experts-page.md). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="asi" locale={locale}>
      <ExpertsHub locale={locale} />
    </RoutePage>
  );
}
