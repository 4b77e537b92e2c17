import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SpecialZonePage } from './special-zone-page';

export const generateMetadata = routeMetadata('zoneSez');

/** The special economic zone: its sections and regime tables (setting 5) and the zone's own figures and privileges (GET /techno-valley). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <SpecialZonePage locale={locale} />;
}
