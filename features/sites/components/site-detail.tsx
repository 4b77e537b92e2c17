import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogueDetail, CatalogueSection } from '@/components/content/catalogue-detail';
import { RichText } from '@/components/content/rich-text';
import { Link } from '@/i18n/navigation';
import { siteMapHref } from '@/features/invest-map';
import { sitePassportPath } from '@/lib/sites/passport-link';
import { siteFacts, type SiteLabel } from '../format';
import type { ProductionSite } from '../types';
import './site-detail.css';
import { langOf } from '@/lib/api/untranslated';

/** The body of a production site's page: its facts, picture, summary, opportunities for residents, infrastructure. */
export async function SiteDetail({ site }: { site: ProductionSite }) {
  const [t, passport, locale] = await Promise.all([getTranslations('sites'), getTranslations('sitePassport'), getLocale()]);
  const label: SiteLabel = (field) => t(`fields.${field}`);
  return (
    <CatalogueDetail facts={siteFacts(site, label, locale, 'detail')} image={site.image} testId="site-detail">
      {site.excerpt ? <p className="page-lead site-detail__summary" {...langOf(site, 'excerpt')}>{site.excerpt}</p> : null}
      {site.opportunities ? (
        <CatalogueSection title={t('opportunities')} testId="site-opportunities">
          <RichText html={site.opportunities} {...langOf(site, 'opportunities')} />
        </CatalogueSection>
      ) : null}
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
