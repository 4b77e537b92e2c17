import { getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import type { IndexSwitchItem } from '../types';
import { HomeSection } from './home-section';
import { langs } from '@/lib/api/untranslated';

/** GET /index-switch (tag `index-switch`): who the agency helps, each with its way in. Nothing when the list is empty. */
export async function HomeAudiences({ locale }: { locale: string }) {
  const { items } = await serverGet<ListResult<IndexSwitchItem>>('/index-switch', { locale, tags: ['index-switch'] });
  const t = await getTranslations('home');
  if (!items.length) return null;
  return (
    <HomeSection id="audiences" title={t('audiences')}>
      <CardList count={items.length} empty="">
        {items.map((item) => (
          <Card key={item.id} href={item.link ?? undefined} title={item.title} image={item.image} text={item.text} level={3} lang={langs(item, { title: 'title', text: 'text' })} />
        ))}
      </CardList>
    </HomeSection>
  );
}
