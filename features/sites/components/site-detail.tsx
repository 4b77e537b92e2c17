import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogueDetail, CatalogueSection } from '@/components/content/catalogue-detail';
import { RichText } from '@/components/content/rich-text';
import { Link } from '@/i18n/link';
import { siteMapHref } from '@/features/invest-map';
import { sitePassportPath } from '@/lib/sites/passport-link';
import { siteFacts, type SiteLabel } from '../format';
import type { ProductionSite } from '../types';
import { SiteUtilities } from './site-utilities';
import './site-detail.css';
import { langOf } from '@/lib/api/untranslated';

/** The body of a production site's page: its facts, picture, summary, opportunities for residents, infrastructure. */
export async function SiteDetail({ site }: { site: ProductionSite }) {
  const [t, passport, facts, locale] = await Promise.all([getTranslations('sites'), getTranslations('sitePassport'), getTranslations('siteFacts'), getLocale()]);
  const label: SiteLabel = (field) => t(`fields.${field}`);
  // The regime, the municipality and the forms of possession join the site's key facts (their labels: `siteFacts`).
  const keyFacts = [
    ...siteFacts(site, label, locale, 'detail'),
    { label: facts('field.regime'), value: site.regime?.label, ...langOf(site.regime, 'label') },
    { label: facts('field.municipality'), value: site.municipality?.label, ...langOf(site.municipality, 'label') },
    { label: facts('field.possession'), value: site.possession?.length ? site.possession.map((form) => form.label).join(', ') : null },
  ];
  return (
    <CatalogueDetail facts={keyFacts} image={site.image} testId="site-detail">
      {site.excerpt ? <p className="page-lead site-detail__summary" {...langOf(site, 'excerpt')}>{site.excerpt}</p> : null}
      {site.opportunities ? (
        <CatalogueSection title={t('opportunities')} testId="site-opportunities">
          <RichText html={site.opportunities} {...langOf(site, 'opportunities')} />
        </CatalogueSection>
      ) : null}
      <SiteUtilities
        site={site}
        locale={locale}
        texts={{
          label: (key) => facts(key),
          heading: facts('field.utilities'),
          caption: facts('utilitiesCaption'),
          columns: {
            utility: facts('field.utility'),
            available: facts('field.available'),
            capacity: facts('field.capacity'),
            source: facts('field.source'),
            verifiedAt: facts('field.verifiedAt'),
          },
          distances: facts('field.distances'),
          stale: facts('stale'),
          staleHint: facts('staleHint'),
        }}
      />
      {site.infrastructure ? (
        <CatalogueSection title={t('infrastructure')} testId="site-infrastructure">
          <p className="site-detail__text" {...langOf(site, 'infrastructure')}>{site.infrastructure}</p>
        </CatalogueSection>
      ) : null}
      <p>
        <Link href={siteMapHref(site.slug)} className="button button--secondary">
          {t('onMap')}
        </Link>{' '}
        <a href={sitePassportPath(site, locale)} type="application/pdf" className="button button--secondary" data-testid="site-passport-link">
          {passport('link')}
        </a>
      </p>
    </CatalogueDetail>
  );
}
