import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { EventRegistrationLink } from '@/features/event-registration/components/registration-link';
import type { RegistrableEvent } from '@/features/event-registration/types';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/event', 'event');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<RegistrableEvent> locale={locale} parent="events" endpoint="/event" id={slug} tag="event">
      {(event) => (
        <DetailActions>
          <EventRegistrationLink event={event} />
          <SaveDetailToFavourites parent="events" item={event} id={slug} />
        </DetailActions>
      )}
    </ContentDetail>
  );
}
