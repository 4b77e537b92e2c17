import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { Corporation } from '@/features/standard/components/corporation';

export const generateMetadata = routeMetadata('standardCorporation');

/** The Yenisei Siberia development corporation (GET /korporaciya-razvitiya-eniseyskoy-sibiri). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="standardCorporation" locale={locale} global="/korporaciya-razvitiya-eniseyskoy-sibiri">
      <Corporation locale={locale} />
      <LearnMore routes={['projectsCip', 'supportAccompaniment', 'institutions']} />
      <PersonalArea />
    </RoutePage>
  );
}
