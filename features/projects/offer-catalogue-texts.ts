import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getTexts } from '@/i18n/get-texts';
import { countOffersByType } from './offer-filter';
import type { InvestOffer, OfferType } from './types';

/**
 * The offer catalogue's texts, translated on the server so the page loads no next-intl client: the filter's, the
 * cards' field labels, and «N offers found» for every count the filter can show (all offers, each type's, none).
 */
export type OfferCatalogueTexts = {
  legend: string;
  all: string;
  empty: string;
  found: Record<number, string>;
  fields: Messages['projects']['fields'];
};

export async function offerCatalogueTexts(offers: readonly InvestOffer[], types: readonly OfferType[]): Promise<OfferCatalogueTexts> {
  const [t, projects] = await Promise.all([getTranslations('projects'), getTexts('projects')]);
  const counts = new Set([0, offers.length, ...countOffersByType(offers, types).values()]);
  return {
    legend: t('filter.legend'),
    all: t('filter.all'),
    empty: t('empty'),
    found: Object.fromEntries([...counts].map((count) => [count, t('filter.found', { count })])),
    fields: projects.fields,
  };
}
