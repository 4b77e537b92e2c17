'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useId } from 'react';
import { CardList } from '@/components/content/card-list';
import { routePath } from '@/lib/routes';
import { offerFacts, type FieldLabel } from '../facts';
import type { OfferCatalogueTexts } from '../offer-catalogue-texts';
import { countOffersByType, filterOffers, offerTypeQuery, OFFER_TYPE_PARAM, selectedOfferType } from '../offer-filter';
import type { InvestOffer, OfferType } from '../types';
import { ProjectCard } from './project-card';
import './offer-catalogue.css';
import { langs } from '@/lib/api/untranslated';

type Props = { offers: InvestOffer[]; types: OfferType[]; texts: OfferCatalogueTexts };

/**
 * The investment offers with their type filter. The list is rendered on the server (the page stays cached, ADR 018);
 * the chosen type lives in the URL (`?type=<slug>`, shareable, kept on reload) and is applied here, on the client.
 * Before hydration (the Suspense fallback of useSearchParams) every offer is shown. Its texts come from the server
 * (offer-catalogue-texts.ts).
 */
export function OfferCatalogue(props: Props) {
  return (
    <Suspense fallback={<OfferCatalogueView {...props} selected={null} />}>
      <OfferCatalogueFromUrl {...props} />
    </Suspense>
  );
}

function OfferCatalogueFromUrl(props: Props) {
  const searchParams = useSearchParams();
  const selected = selectedOfferType(searchParams.get(OFFER_TYPE_PARAM), props.types);
  const choose = (slug: string | null) => {
    // Next keeps useSearchParams in step with the History API: no server round trip, the page stays the cached one.
    const query = offerTypeQuery(window.location.search, slug);
    window.history.pushState(null, '', `${window.location.pathname}${query}`);
  };
  return <OfferCatalogueView {...props} selected={selected} onChoose={choose} />;
}

function OfferCatalogueView({ offers, types, texts, selected, onChoose }: Props & { selected: string | null; onChoose?: (slug: string | null) => void }) {
  const name = useId();
  const counts = countOffersByType(offers, types);
  const shown = filterOffers(offers, selected, types);
  const options = [
    { slug: null, label: texts.all, count: offers.length },
    ...types.filter((type) => counts.has(type.slug) || type.slug === selected).map((type) => ({ slug: type.slug, label: type.name, count: counts.get(type.slug) ?? 0 })),
  ];
  const label: FieldLabel = (field) => texts.fields[field];
  return (
    <div className="offer-catalogue">
      <fieldset className="offer-filter" data-testid="offer-filter">
        <legend className="offer-filter__legend">{texts.legend}</legend>
        <div className="offer-filter__options">
          {options.map((option) => (
            <label key={option.slug ?? ''} className="offer-filter__option">
              {/* Before hydration (no onChoose) the choice is only the server's: defaultChecked, as `readonly` is not
                  valid on a radio button. */}
              <input
                type="radio"
                name={name}
                value={option.slug ?? ''}
                {...(onChoose ? { checked: option.slug === selected, onChange: () => onChoose(option.slug) } : { defaultChecked: option.slug === selected })}
              />
              <span>
                {option.label} <span className="offer-filter__count">{option.count}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="offer-catalogue__found" role="status">
        {texts.found[shown.length]}
      </p>
      <CardList count={shown.length} empty={texts.empty} testId="offer-list">
        {shown.map((offer) => (
          <ProjectCard
            key={offer.id}
            href={`${routePath('projectsInvest')}/${offer.slug}`}
            testId="offer-list-item"
            title={offer.title}
            image={offer.image}
            kicker={offer.type.name}
            text={offer.excerpt}
            lang={{ ...langs(offer, { title: 'title', text: 'excerpt' }), ...langs(offer.type, { kicker: 'name' }) }}
            facts={offerFacts(offer, label, 'card')}
          />
        ))}
      </CardList>
    </div>
  );
}
