import { getTranslations } from 'next-intl/server';
import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { Card, CardList } from '@/components/content/card-list';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { readMeasure } from '@/features/support/api/read-measures';
import { MeasureArticle } from '@/features/support/components/measure-article';
import type { ApiImage } from '@/lib/api/media';
import { serverGetOrNull } from '@/lib/api/server';
import { ROUTES } from '@/lib/routes';

export const generateMetadata = routeMetadata('atoms');

const SITE = 'tehnopark-jeleznogorsk';
type Site = { slug: string; title: string; excerpt: string | null; image: ApiImage | null };

/**
 * Nuclear-industry projects: Zheleznogorsk, the closed town of the nuclear industry with its priority development area —
 * the area's regime (the support measure `toser-jeleznogorsk`) and its technology park (a production site).
 */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'zones' });
  const [measure, site] = await Promise.all([
    readMeasure('tax-and-government-preferences', 'toser-jeleznogorsk', locale),
    serverGetOrNull<Site>(`/proizvodstvennie-ploshadki/${SITE}`, { locale, tags: ['production-site', `production-site:${SITE}`] }),
  ]);
  return (
    <RoutePage routeKey="atoms" locale={locale}>
      <p className="page-lead">{t('atomsIntro')}</p>
      {measure ? <MeasureArticle measure={measure} /> : null}
      {site ? (
        <section aria-labelledby="atoms-site">
          <h2 id="atoms-site">{t('atomsSite')}</h2>
          <CardList empty="" count={1}>
            <Card href={`${ROUTES.productionSites.path}/${site.slug}`} title={site.title} text={site.excerpt} image={site.image} level={3} />
          </CardList>
        </section>
      ) : null}
      <LearnMore routes={['zoneAdt', 'productionSites', 'supportPreferences']} />
      <PersonalArea />
    </RoutePage>
  );
}
