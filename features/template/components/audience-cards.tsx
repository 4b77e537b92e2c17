import { getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import type { ListResult } from '@/lib/api/envelope';
import type { ApiImage } from '@/lib/api/media';
import { serverGet } from '@/lib/api/server';

type Audience = { id: number; title: string; text: string | null; linkLabel: string | null; link: string | null; image: ApiImage | null };

/** Who the portal is for (GET /index-switch): investors, entrepreneurs, exporters, each with where to start. */
export async function AudienceCards({ locale }: { locale: string }) {
  const t = await getTranslations('experts');
  const { items } = await serverGet<ListResult<Audience>>('/index-switch', { locale, tags: ['index-switch'] });
  return (
    <CardList empty={t('reserveEmpty')} count={items.length} testId="audience-cards">
      {items.map((item) => (
        <Card key={item.id} href={item.link?.startsWith('/') ? item.link : undefined} title={item.title} text={item.text} image={item.image} />
      ))}
    </CardList>
  );
}
