import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CardList } from '@/components/content/card-list';
import { readSetting } from '@/components/content/page-setting';
import { Statistics } from '@/components/content/statistics';
import { routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { EventCardItem } from '@/features/events/components/event-card';
import { EventTypeLinks } from '@/features/events/components/event-type-links';
import { readEvents } from '@/features/events/api/read-events';
import { splitEvents } from '@/features/events/schedule';
import { HomeAppeal } from '@/features/home/components/home-appeal';
import { HomeAudiences } from '@/features/home/components/home-audiences';
import { HomeEntryPoints } from '@/features/home/components/home-entry-points';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeProjects } from '@/features/home/components/home-projects';
import { HomeSection } from '@/features/home/components/home-section';
import { HOME_LATEST } from '@/features/home/types';
import { NewsList } from '@/features/news/components/news-list';
import type { NewsCard } from '@/features/news/types';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { routePath } from '@/lib/routes';

export const generateMetadata = routeMetadata('home');

/**
 * The front page: the hero (setting 0) with the banner figures, who the agency helps (index-switch), the investor's
 * entry points, the latest projects, the upcoming events and the latest news, the governor's address and the direct
 * line. Rendered on the first request and cached; every read carries its content tag (docs/decisions/018).
 */
export default async function HomePage({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [hero, t, meta, news, { events }] = await Promise.all([
    readSetting(0, locale),
    getTranslations('home'),
    getTranslations('meta'),
    serverGet<ListResult<NewsCard>>('/news', { locale, tags: ['news'], query: { page: 1, limit: HOME_LATEST } }),
    readEvents(locale),
  ]);
  const upcoming = splitEvents(events).upcoming.slice(0, HOME_LATEST);
  return (
    <div className="home">
      <HomeHero
        setting={hero}
        fallbackTitle={meta('siteName')}
        actions={[
          { href: routePath('calculator'), label: t('hero.calculator') },
          { href: routePath('investMap'), label: t('hero.map') },
        ]}
      >
        <Statistics type="banner_index" locale={locale} label={t('statsLabel')} />
      </HomeHero>
      <HomeAudiences locale={locale} />
      <HomeSection id="entries" title={t('entries.title')} lead={t('entries.lead')}>
        <HomeEntryPoints />
      </HomeSection>
      <HomeProjects locale={locale} />
      <HomeSection id="events" title={t('events.title')} all={{ href: routePath('events'), label: t('events.all') }}>
        <EventTypeLinks locale={locale} label={t('events.byType')} />
        <CardList count={upcoming.length} empty={t('events.empty')} testId="home-events-list">
          {upcoming.map((event) => (
            <EventCardItem key={event.id} event={event} past={false} level={3} />
          ))}
        </CardList>
      </HomeSection>
      <HomeSection id="news" title={t('news.title')} all={{ href: routePath('news'), label: t('news.all') }} tone="surface">
        <NewsList items={news.items} level={3} />
      </HomeSection>
      <HomeAppeal locale={locale} />
    </div>
  );
}
