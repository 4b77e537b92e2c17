import { getFormatter, getTranslations } from 'next-intl/server';
import { sanitize } from '@/lib/html/sanitize';
import type { NewsItem } from '../types';
import styles from './news.module.css';

/** A news item's body: date, picture, text (sanitized HTML), source and photo source. */
export async function NewsArticle({ item }: { item: NewsItem }) {
  const t = await getTranslations('news');
  const format = await getFormatter();
  const picture = item.image?.sizes?.hero ?? item.image;
  return (
    <article className={styles.article}>
      <time className={styles.date} dateTime={item.publishedAt}>
        {format.dateTime(new Date(item.publishedAt), { day: 'numeric', month: 'long', year: 'numeric' })}
      </time>
      {picture?.url ? (
        <figure className={styles.figure}>
          {/* eslint-disable-next-line @next/next/no-img-element -- served by Payload with its own sizes */}
          <img src={picture.url} alt={item.image?.alt ?? ''} width={picture.width ?? undefined} height={picture.height ?? undefined} />
        </figure>
      ) : null}
      {item.content ? (
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: sanitize(item.content) }} />
      ) : item.excerpt ? (
        <p>{item.excerpt}</p>
      ) : null}
      {item.source || item.photoSource ? (
        <dl className={styles.meta}>
          {item.source ? (
            <div>
              <dt>{t('source')}</dt>
              <dd>{item.sourceUrl && /^https?:\/\//.test(item.sourceUrl) ? <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer">{item.source}</a> : item.source}</dd>
            </div>
          ) : null}
          {item.photoSource ? (
            <div>
              <dt>{t('photoSource')}</dt>
              <dd>{item.photoSource}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
