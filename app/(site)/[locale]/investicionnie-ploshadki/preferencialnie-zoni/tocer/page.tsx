import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { SupportMeasuresBlock } from '@/components/content/blocks/support-measures';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('zoneAdt');

/** The priority development area (setting 6): benefits, regime table, taxes, insurance premiums, VAT, simplified procedure, 5-year terms. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="zoneAdt" locale={locale} setting={6}>
      <LearnMore routes={['atoms', 'supportTax', 'calculator', 'zoneSez']} />
      <SupportMeasuresBlock locale={locale} />
      <PersonalArea />
    </RoutePage>
  );
}
