import type { InvestOffer, OfferType } from './types';

/** The query parameter of the investment offers' type filter: `?type=<slug>`; none (or `0`, as in §7) is all offers. */
export const OFFER_TYPE_PARAM = 'type';

/**
 * The type chosen in the URL as a known type's slug, or null for «all offers». The API's own forms are accepted too
 * (`0` for all, a type's numeric id); anything unknown shows all offers rather than an empty list.
 */
export function selectedOfferType(raw: string | null | undefined, types: readonly OfferType[]): string | null {
  const value = raw?.trim();
  if (!value || value === '0') return null;
  const found = types.find((type) => type.slug === value || String(type.id) === value);
  return found ? found.slug : null;
}

function typeSlugOf(offer: InvestOffer, types: readonly OfferType[]): string | undefined {
  return offer.type.slug ?? types.find((type) => type.id === offer.type.id)?.slug;
}

/** The offers of one type (by slug), or all of them for null; the order is kept. */
export function filterOffers(offers: readonly InvestOffer[], typeSlug: string | null, types: readonly OfferType[] = []): InvestOffer[] {
  if (!typeSlug) return [...offers];
  return offers.filter((offer) => typeSlugOf(offer, types) === typeSlug);
}

/** How many offers each type has (by slug), for the filter's labels. */
export function countOffersByType(offers: readonly InvestOffer[], types: readonly OfferType[] = []): Map<string, number> {
  const counts = new Map<string, number>();
  for (const offer of offers) {
    const slug = typeSlugOf(offer, types);
    if (slug) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return counts;
}

/** The query string for a choice, keeping the other parameters: `?type=apk`, or no `type` for all offers. */
export function offerTypeQuery(current: string | URLSearchParams, typeSlug: string | null): string {
  const params = new URLSearchParams(current);
  if (typeSlug) params.set(OFFER_TYPE_PARAM, typeSlug);
  else params.delete(OFFER_TYPE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
