import { getLocale, getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import { FactList } from '@/components/content/fact-list';
import { CompareToggle } from '@/features/site-selection';
import { routePath } from '@/lib/routes';
import { siteFacts, type SiteLabel } from '../format';
import type { ProductionSite } from '../types';
import { langs } from '@/lib/api/untranslated';

/**
 * The production sites as cards: picture, title linking to the site's page, type, location, area, specialisation, and
 * «Сравнить» (the page sends the `siteSelection` messages it needs).
 */
export async function SiteList({ sites }: { sites: ProductionSite[] }) {
  const [t, locale] = await Promise.all([getTranslations('sites'), getLocale()]);
  const label: SiteLabel = (field) => t(`fields.${field}`);
  return (
    <CardList count={sites.length} empty={t('empty')} testId="site-list">
      {sites.map((site) => (
        <Card key={site.id} href={`${routePath('productionSites')}/${site.slug}`} title={site.title} image={site.image} lang={langs(site, { title: 'title' })} testId="site-list-item">
          <FactList facts={siteFacts(site, label, locale, 'card')} className="fact-list--card" />
          <CompareToggle site={{ id: site.id, slug: site.slug, title: site.title }} />
        </Card>
      ))}
    </CardList>
  );
}
