import { ContentDetail } from '@/components/page/content-detail';
import { EventRegistrationLink } from '@/features/event-registration/components/registration-link';
import { EventDetails } from '@/features/events/components/event-details';
import type { EventItem } from '@/features/events/types';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';

/** An event's page: the published event by slug or id, or the draft the back office previews (`draft`). */
export function EventDetail({ locale, slug, draft }: { locale: string; slug: string; draft?: EventItem }) {
  return (
    <ContentDetail<EventItem> locale={locale} parent="events" endpoint="/event" id={slug} tag="event" draft={draft}>
      {(event) => (
        <EventDetails
          event={event}
          locale={locale}
          registration={<EventRegistrationLink event={event} />}
          save={<SaveDetailToFavourites parent="events" item={event} id={slug} />}
        />
      )}
    </ContentDetail>
  );
}
