import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/content/fact-list';
import { Picture } from '@/components/content/picture';
import { RichText } from '@/components/content/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { localePath } from '@/i18n/locale-path';
import { publicOrigin, publicUrl } from '@/lib/seo/site-url';
import { newsArticleJsonLd } from '../json-ld';
import { newsHref } from '../paths';
import type { NewsItem } from '../types';
import { NewsDate } from './news-date';
import './news.css';
import { langOf } from '@/lib/api/untranslated';
import { pageLocale } from '@/components/page/route-page';
import { shownLanguage } from '@/lib/seo/metadata';

const isWebLink = (url: string | null): url is string => Boolean(url && /^https?:\/\//i.test(url));

/** A news item's body: date, picture, text (sanitized HTML), source and photo source; schema.org NewsArticle. */
export async function NewsArticle({ item, locale }: { item: NewsItem; locale: string }) {
  const t = await getTranslations('news');
  const meta = await getTranslations('meta');
  const picture = item.image?.sizes?.hero?.url ?? item.image?.url;
  return (
    <article className="news-article" data-testid="news-article">
      <NewsDate className="news-article__date" date={item.publishedAt} />
      <Picture image={item.image} size="hero" className="news-article__picture" eager />
      {item.content ? <RichText html={item.content} {...langOf(item, 'content')} /> : item.excerpt ? <p {...langOf(item, 'excerpt')}>{item.excerpt}</p> : null}
      <FactList
        className="news-article__meta"
        facts={[
          {
            label: t('source'),
            value: item.source && isWebLink(item.sourceUrl) ? (
              <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer">
                {item.source}
              </a>
            ) : (
              item.source
            ),
            ...langOf(item, 'source'),
          },
          { label: t('photoSource'), value: item.photoSource, ...langOf(item, 'photoSource') },
        ]}
      />
      <JsonLd
        data={newsArticleJsonLd(item, {
          url: publicUrl(localePath(newsHref(item), pageLocale(locale))),
          publisher: { name: meta('agencyName'), url: publicOrigin() },
          image: picture ? publicUrl(picture) : null,
          // The language shown: Russian when the title has no translation in this locale (lib/seo/metadata.ts).
          inLanguage: shownLanguage(pageLocale(locale), item),
        })}
      />
    </article>
  );
}
