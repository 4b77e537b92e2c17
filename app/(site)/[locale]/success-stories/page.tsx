import { setRequestLocale } from 'next-intl/server';
import { readCatalogue } from '@/components/content/catalogue';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { StoryList } from '@/features/success-stories/components/story-list';
import type { SuccessStory } from '@/features/success-stories/types';

export const generateMetadata = routeMetadata('successStories');

/** Success stories: setting 27 and the stories of GET /success-story, newest first. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const { items } = await readCatalogue<SuccessStory>('/success-story', 'success-story', locale);
  return (
    <RoutePage routeKey="successStories" locale={locale} setting={27}>
      <StoryList stories={items} />
    </RoutePage>
  );
}
