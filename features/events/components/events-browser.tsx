'use client';

import { useSearchParams } from 'next/navigation';
import { Fragment, Suspense, useId, type ReactNode } from 'react';
import { CardList } from '@/components/content/card-list';
import { SaveSearch, type SaveSearchTexts } from '@/features/saved-searches';
import { eventFilterSearch, matchesEventFilter, parseEventFilter, type EventFilter } from '../schedule';
import type { EventsBrowserTexts } from '../events-browser-texts';
import type { EventOption } from '../types';
import { langOf } from '@/lib/api/untranslated';

/** One server-rendered card with what the filter needs to know of its event. */
export type EventEntry = { key: number; type: string | null; city: string | null; past: boolean; card: ReactNode };

type Props = { types: EventOption[]; cities: EventOption[]; entries: EventEntry[]; texts: EventsBrowserTexts; saveSearchTexts: SaveSearchTexts };

/**
 * The events list with its filters. The cards are rendered on the server (the page stays cached); this island
 * reads `?type=…&city=…` from the URL and shows the matching ones, and a change of filter writes the URL
 * (history.pushState: a filtered list can be shared, survives a reload, and Back undoes it). Until it hydrates,
 * the server's HTML shows every event. Its texts come from the server (events-browser-texts.ts).
 */
export function EventsBrowser(props: Props) {
  return (
    <Suspense fallback={<EventsView {...props} filter={{}} />}>
      <FilteredEvents {...props} />
    </Suspense>
  );
}

function FilteredEvents(props: Props) {
  const params = useSearchParams();
  const filter = parseEventFilter(params, { type: props.types.map((o) => o.slug), city: props.cities.map((o) => o.slug) });
  const onFilter = (next: EventFilter) => {
    const search = eventFilterSearch(next, new URLSearchParams(params.toString()));
    window.history.pushState(null, '', `${window.location.pathname}${search}`);
  };
  return <EventsView {...props} filter={filter} onFilter={onFilter} />;
}

/** The filter form and the two groups (upcoming, past) of the cards that pass; without `onFilter` the form is inert. */
function EventsView({ types, cities, entries, texts, saveSearchTexts, filter, onFilter }: Props & { filter: EventFilter; onFilter?: (filter: EventFilter) => void }) {
  const id = useId();
  const shown = entries.filter((entry) => matchesEventFilter(entry, filter));
  const upcoming = shown.filter((entry) => !entry.past);
  const past = shown.filter((entry) => entry.past);
  const filtered = Boolean(filter.type || filter.city);
  const select = (key: keyof EventFilter, label: string, all: string, options: EventOption[]) => (
    <div className="events-filter__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        name={key}
        value={filter[key] ?? ''}
        disabled={!onFilter}
        onChange={(event) => onFilter?.({ ...filter, [key]: event.target.value || undefined })}
        data-testid={`events-filter-${key}`}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.slug} {...langOf(option, 'name')}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
  const group = (heading: string, items: EventEntry[], testId: string) =>
    items.length ? (
      <section className="events-group" aria-labelledby={`${id}-${testId}`}>
        <h2 id={`${id}-${testId}`} className="events-group__title">
          {heading}
        </h2>
        <CardList count={items.length} empty="" testId={testId}>
          {items.map((entry) => (
            <Fragment key={entry.key}>{entry.card}</Fragment>
          ))}
        </CardList>
      </section>
    ) : null;
  return (
    <>
      <form className="events-filter" role="search" aria-label={texts.label} onSubmit={(event) => event.preventDefault()}>
        {select('type', texts.type, texts.allTypes, types)}
        {select('city', texts.city, texts.allCities, cities)}
        <button type="button" className="button button--secondary events-filter__all" disabled={!onFilter || !filtered} onClick={() => onFilter?.({})} data-testid="events-filter-all">
          {texts.all}
        </button>
      </form>
      {/* The filter as it is now, saved with a name: the investor is mailed when a new or changed event passes it. */}
      <SaveSearch kind="events" query={eventFilterSearch(filter)} texts={saveSearchTexts} />
      <p className="events-count" role="status" data-testid="events-count">
        {texts.shown[shown.length]}
      </p>
      {shown.length ? (
        <>
          {group(texts.upcoming, upcoming, 'events-upcoming')}
          {group(texts.past, past, 'events-past')}
        </>
      ) : (
        <p className="content-empty">{entries.length ? texts.noMatch : texts.empty}</p>
      )}
    </>
  );
}
