import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { NewsCard } from '../types';
import styles from './news.module.css';

/** The news cards of one page: picture, date, title linking to /news/{slug}, summary. */
export async function NewsList({ items }: { items: NewsCard[] }) {
  const t = await getTranslations('news');
  const format = await getFormatter();
  if (!items.length) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.list} data-testid="news-list">
      {items.map((item) => {
        const picture = item.image?.sizes?.card ?? item.image;
        return (
          <li key={item.id} className={styles.card}>
            {picture?.url ? (
              // eslint-disable-next-line @next/next/no-img-element -- served by Payload with its own sizes
              <img src={picture.url} alt={item.image?.alt ?? ''} width={picture.width ?? undefined} height={picture.height ?? undefined} loading="lazy" />
            ) : null}
            <time className={styles.date} dateTime={item.publishedAt}>
              {format.dateTime(new Date(item.publishedAt), { day: 'numeric', month: 'long', year: 'numeric' })}
            </time>
            <h2 className={styles.title}>
              <Link href={`/news/${item.slug}`}>{item.title}</Link>
            </h2>
            {item.excerpt ? <p>{item.excerpt}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
