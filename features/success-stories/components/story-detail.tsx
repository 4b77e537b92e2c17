import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import { CatalogueDetail } from '@/components/content/catalogue-detail';
import { RichText } from '@/components/content/rich-text';
import type { SuccessStory } from '../types';
import './story-detail.css';
import { langOf } from '@/lib/api/untranslated';

/** A success story's page: company, industry and date beside the text, the picture, the investor's quote, the story. */
export async function StoryDetail({ story }: { story: SuccessStory }) {
  const [t, format] = await Promise.all([getTranslations('successStories'), getFormat()]);
  const facts = [
    { label: t('fields.company'), value: story.company, ...langOf(story, 'company') },
    { label: t('fields.industry'), value: story.industry, ...langOf(story, 'industry') },
    {
      label: t('fields.published'),
      value: <time dateTime={story.publishedAt}>{format.date(story.publishedAt)}</time>,
    },
  ];
  return (
    <CatalogueDetail facts={facts} image={story.image} testId="story-detail">
      {story.excerpt ? <p className="page-lead story-detail__lead" {...langOf(story, 'excerpt')}>{story.excerpt}</p> : null}
      {story.quote ? (
        <figure className="story-quote" data-testid="story-quote">
          <blockquote {...langOf(story, 'quote')}>
            <p>{story.quote}</p>
          </blockquote>
          {story.quoteAuthor ? <figcaption {...langOf(story, 'quoteAuthor')}>{story.quoteAuthor}</figcaption> : null}
        </figure>
      ) : null}
      <RichText html={story.content} {...langOf(story, 'content')} />
    </CatalogueDetail>
  );
}
