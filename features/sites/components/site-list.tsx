import { getLocale, getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import { FactList } from '@/components/content/fact-list';
import type { ReactNode } from 'react';
import { routePath } from '@/lib/routes';
import { siteFacts, type SiteLabel } from '../format';
import type { ProductionSite } from '../types';
import { langs } from '@/lib/api/untranslated';

/**
 * The production sites as cards: picture, title linking to the site's page, type, location, area, specialisation, and
 * what the page puts under each card (the site-selection feature's «Сравнить»).
 */
export async function SiteList({ sites, action }: { sites: ProductionSite[]; action?: (site: ProductionSite) => ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations('sites'), getLocale()]);
  const label: SiteLabel = (field) => t(`fields.${field}`);
  return (
    <CardList count={sites.length} empty={t('empty')} testId="site-list">
      {sites.map((site, index) => (
        <Card key={site.id} href={`${routePath('productionSites')}/${site.slug}`} title={site.title} image={site.image} lang={langs(site, { title: 'title' })} testId="site-list-item" eager={index === 0}>
          <FactList facts={siteFacts(site, label, locale, 'card')} className="fact-list--card" />
          {action?.(site)}
        </Card>
      ))}
    </CardList>
  );
}
