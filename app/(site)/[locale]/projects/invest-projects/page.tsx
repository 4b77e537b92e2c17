import { setRequestLocale } from 'next-intl/server';
import { readCatalogue } from '@/components/content/catalogue';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { OfferCatalogue } from '@/features/projects/components/offer-catalogue';
import { offerCatalogueTexts } from '@/features/projects/offer-catalogue-texts';
import type { InvestOffer, OfferType } from '@/features/projects/types';

export const generateMetadata = routeMetadata('projectsInvest');

/**
 * Investment offers: setting 24, every offer (GET /invest-project) and the types (GET /invest-project-type). The type
 * filter is read from the URL on the client, so this page is the same for everyone and stays cached.
 */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [offers, types] = await Promise.all([
    readCatalogue<InvestOffer>('/invest-project', 'invest-project', locale),
    readCatalogue<OfferType>('/invest-project-type', 'invest-project-type', locale),
  ]);
  return (
    <RoutePage routeKey="projectsInvest" locale={locale} setting={24}>
      <OfferCatalogue offers={offers.items} types={types.items} texts={await offerCatalogueTexts(offers.items, types.items)} />
    </RoutePage>
  );
}
