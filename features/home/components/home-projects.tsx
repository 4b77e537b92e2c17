import { getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import { FactList } from '@/components/content/fact-list';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { routePath } from '@/lib/routes';
import { HOME_LATEST, type CipCard } from '../types';
import { HomeSection } from './home-section';
import { langOf, langs } from '@/lib/api/untranslated';

/** The first projects of the Yenisei Siberia portfolio (GET /cip, tag `cip`): investor, investment, stage. */
export async function HomeProjects({ locale }: { locale: string }) {
  const { items } = await serverGet<ListResult<CipCard>>('/cip', { locale, tags: ['cip'], query: { page: 1, limit: HOME_LATEST } });
  const t = await getTranslations('home.projects');
  if (!items.length) return null;
  return (
    <HomeSection id="projects" title={t('title')} all={{ href: routePath('projectsCip'), label: t('all') }} tone="surface">
      <CardList count={items.length} empty="" testId="home-projects-list">
        {items.map((item) => (
          <Card
            key={item.id}
            href={`${routePath('projectsCip')}/${encodeURIComponent(item.slug || String(item.id))}`}
            title={item.title}
            image={item.image}
            kicker={item.industry}
            level={3}
            lang={langs(item, { title: 'title', kicker: 'industry' })}
          >
            <FactList
              facts={[
                { label: t('investor'), value: item.investor, ...langOf(item, 'investor') },
                { label: t('investmentSize'), value: item.investmentSize, ...langOf(item, 'investmentSize') },
                { label: t('stage'), value: item.stage, ...langOf(item, 'stage') },
              ]}
            />
          </Card>
        ))}
      </CardList>
    </HomeSection>
  );
}
