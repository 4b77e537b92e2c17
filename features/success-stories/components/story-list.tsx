import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import { Card, CardList } from '@/components/content/card-list';
import { routePath } from '@/lib/routes';
import type { SuccessStory } from '../types';
import { langs } from '@/lib/api/untranslated';

/** The success stories, newest first: picture, company and date, title linking to the story, summary. */
export async function StoryList({ stories }: { stories: SuccessStory[] }) {
  const [t, format] = await Promise.all([getTranslations('successStories'), getFormat()]);
  return (
    <CardList count={stories.length} empty={t('empty')} testId="story-list">
      {stories.map((story) => (
        <Card
          key={story.id}
          href={`${routePath('successStories')}/${story.slug}`}
          title={story.title}
          image={story.image}
          text={story.excerpt}
          lang={langs(story, { title: 'title', text: 'excerpt' })}
          testId="story-list-item"
          kicker={
            <>
              {story.company ? <span>{story.company} · </span> : null}
              <time dateTime={story.publishedAt}>{format.date(story.publishedAt)}</time>
            </>
          }
        />
      ))}
    </CardList>
  );
}
