import { getTranslations } from 'next-intl/server';
import { readCatalogueHead } from '@/components/content/catalogue';
import { HubCards } from '@/components/content/hub-cards';
import type { ProductionSite } from '../types';

/** The investment-sites hub: production sites (how many, the first one's picture), preferential zones, the investment map. */
export async function SitesHub({ locale }: { locale: string }) {
  const [t, sites] = await Promise.all([
    getTranslations('sites'),
    readCatalogueHead<ProductionSite>('/proizvodstvennie-ploshadki', 'production-site', locale),
  ]);
  return (
    <section aria-labelledby="sites-hub-title">
      <h2 id="sites-hub-title">{t('hub.heading')}</h2>
      <HubCards
        testId="sites-hub"
        entries={[
          { routeKey: 'productionSites', text: t('hub.productionSites'), kicker: t('hub.siteCount', { count: sites.totalCount }), image: sites.items[0]?.image },
          { routeKey: 'preferentialZones', text: t('hub.preferentialZones') },
          { routeKey: 'investMap', text: t('hub.investMap') },
        ]}
      />
    </section>
  );
}
