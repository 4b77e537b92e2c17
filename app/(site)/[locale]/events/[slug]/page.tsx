import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { EventRegistrationLink } from '@/features/event-registration/components/registration-link';
import { EventDetails } from '@/features/events/components/event-details';
import type { EventItem } from '@/features/events/types';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/event', 'event');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<EventItem> locale={locale} parent="events" endpoint="/event" id={slug} tag="event">
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
