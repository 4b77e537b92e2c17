import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { PassportIndex } from './passport-index';

export const generateMetadata = routeMetadata('passport');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="passport" locale={locale}>
      <PassportIndex />
    </RoutePage>
  );
}
