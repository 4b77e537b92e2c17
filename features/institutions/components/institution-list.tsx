import { getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import { FactList } from '@/components/content/fact-list';
import { mailtoHref, telHref, website } from '../contacts';
import type { DevelopmentInstitution } from '../types';
import { langOf, langs } from '@/lib/api/untranslated';

/** Development institutions: what each does and how to reach it (e-mail and phone as links, §2; website, address). */
export async function InstitutionList({ institutions }: { institutions: DevelopmentInstitution[] }) {
  const t = await getTranslations('institutions');
  return (
    <CardList count={institutions.length} empty={t('empty')} testId="institution-list">
      {institutions.map((institution) => {
        const mail = mailtoHref(institution.email);
        const tel = telHref(institution.phone);
        const site = website(institution.website);
        return (
          <Card key={institution.id} title={institution.name} image={institution.logo} text={institution.description} lang={langs(institution, { title: 'name', text: 'description' })} testId="institution">
            <FactList
              facts={[
                { label: t('email'), value: mail ? <a href={mail}>{institution.email}</a> : institution.email },
                { label: t('phone'), value: tel ? <a href={tel}>{institution.phone}</a> : institution.phone },
                { label: t('website'), value: site ? <a href={site.href} rel="noopener noreferrer">{site.label}</a> : null },
                { label: t('address'), value: institution.address, ...langOf(institution, 'address') },
              ]}
              className="fact-list--column"
            />
          </Card>
        );
      })}
    </CardList>
  );
}
