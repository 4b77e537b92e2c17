import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/content/fact-list';
import { readPageGlobal, type CorporationGlobal } from '@/components/content/page-global';
import { Picture } from '@/components/content/picture';
import { RichText } from '@/components/content/rich-text';
import { TitledPoints } from '@/components/content/titled-points';
import './standard.css';
import { langOf } from '@/lib/api/untranslated';

/** The development corporation (GET /korporaciya-razvitiya-eniseyskoy-sibiri): what it does, its services and contacts. The back office's preview passes a draft (`draft`) to show in place of the published page. */
export async function Corporation({ locale, draft }: { locale: string; draft?: CorporationGlobal }) {
  const t = await getTranslations('standard');
  const corporation = draft ?? (await readPageGlobal('/korporaciya-razvitiya-eniseyskoy-sibiri', locale));
  const { address, phone, email, website } = corporation.contacts;
  return (
    <div data-testid="corporation">
      {corporation.lead ? <p className="page-lead" {...langOf(corporation, 'lead')}>{corporation.lead}</p> : null}
      <Picture image={corporation.image} size="card" className="standard-picture" />
      <RichText html={corporation.content} {...langOf(corporation, 'content')} />
      <TitledPoints id="corporation-services" title={t('services')} points={corporation.services} />
      <section aria-labelledby="corporation-contacts">
        <h2 id="corporation-contacts">{t('contacts')}</h2>
        <FactList
          facts={[
            { label: t('address'), value: address, ...langOf(corporation.contacts, 'address') },
            { label: t('phone'), value: phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null },
            { label: t('email'), value: email ? <a href={`mailto:${email}`}>{email}</a> : null },
            {
              label: t('website'),
              value: website ? (
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {website.replace(/^https?:\/\//, '')}
                </a>
              ) : null,
            },
          ]}
        />
      </section>
    </div>
  );
}
