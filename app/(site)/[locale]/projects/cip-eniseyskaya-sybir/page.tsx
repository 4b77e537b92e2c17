import { setRequestLocale } from 'next-intl/server';
import { readCatalogue } from '@/components/content/catalogue';
import { Statistics } from '@/components/content/statistics';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { cipFacts } from '@/features/projects/facts';
import { projectText } from '@/features/projects/components/labels';
import { ProjectList } from '@/features/projects/components/project-list';
import type { CipProject } from '@/features/projects/types';
import { langs } from '@/lib/api/untranslated';

export const generateMetadata = routeMetadata('projectsCip');

/** Integrated investment projects «Yenisei Siberia»: setting 23, the portfolio in figures, the projects (GET /cip). */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [{ items }, { t, label }] = await Promise.all([readCatalogue<CipProject>('/cip', 'cip', locale), projectText()]);
  return (
    <RoutePage routeKey="projectsCip" locale={locale} setting={23}>
      <Statistics type="cip_eniseyskaya_sybir" locale={locale} label={t('cipStatistics')} />
      <ProjectList
        items={items}
        routeKey="projectsCip"
        testId="cip-list"
        toCard={(p) => ({ title: p.title, image: p.image, kicker: p.industry, text: p.excerpt, lang: langs(p, { title: 'title', kicker: 'industry', text: 'excerpt' }), facts: cipFacts(p, label, 'card') })}
      />
    </RoutePage>
  );
}
