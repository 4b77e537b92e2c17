import { getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import { newsHref } from '../paths';
import type { NewsCard } from '../types';
import { NewsDate } from './news-date';
import { langs } from '@/lib/api/untranslated';

/** News cards (shared content cards): picture, date, title linking to /news/{slug}, summary. */
export async function NewsList({ items, level = 2 }: { items: NewsCard[]; level?: 2 | 3 }) {
  const t = await getTranslations('news');
  return (
    <CardList count={items.length} empty={t('empty')} testId="news-list">
      {items.map((item) => (
        <Card key={item.id} href={newsHref(item)} title={item.title} image={item.image} kicker={<NewsDate date={item.publishedAt} />} text={item.excerpt} level={level} lang={langs(item, { title: 'title', text: 'excerpt' })} testId="news-card" />
      ))}
    </CardList>
  );
}
