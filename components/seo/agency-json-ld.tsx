import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { PHONE, TELEGRAM_CHANNEL } from '@/components/layout/contacts';
import type { Locale } from '@/i18n/routing';
import { publicOrigin } from '@/lib/seo/site-url';
import { governmentOrganization } from '@/lib/seo/structured-data';

/** The agency as a schema.org GovernmentOrganization, in the page's language (the locale layout renders it). */
export async function AgencyJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return (
    <JsonLd
      data={governmentOrganization({
        origin: publicOrigin(),
        locale,
        name: t('agencyName'),
        siteName: t('siteName'),
        description: t('description'),
        logoPath: '/images/logo-512.png',
        // tel:+73912000000 → +73912000000: the number in international form.
        telephone: PHONE.href.replace(/^tel:/, ''),
        contactType: t('contactType'),
        region: t('region'),
        city: t('city'),
        sameAs: [TELEGRAM_CHANNEL],
      })}
    />
  );
}
