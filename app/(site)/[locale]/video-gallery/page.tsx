import { setRequestLocale } from 'next-intl/server';
import { readCatalogue } from '@/components/content/catalogue';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { VideoGallery } from '@/features/video/components/video-gallery';
import type { GalleryVideo } from '@/features/video/types';

export const generateMetadata = routeMetadata('videoGallery');

/** The video gallery: setting 30 and the videos of GET /video-gallery, newest first; each plays in the player modal. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const { items } = await readCatalogue<GalleryVideo>('/video-gallery', 'video-gallery', locale);
  return (
    <RoutePage routeKey="videoGallery" locale={locale} setting={30}>
      <VideoGallery videos={items} />
    </RoutePage>
  );
}
