import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { LegalText } from '@/features/legal/components/legal-text';

export const generateMetadata = routeMetadata('terms');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="terms" locale={locale}>
      <LegalText document="terms" />
    </RoutePage>
  );
}
