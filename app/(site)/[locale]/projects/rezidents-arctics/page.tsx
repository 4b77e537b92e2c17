import { setRequestLocale } from 'next-intl/server';
import { readCatalogue } from '@/components/content/catalogue';
import { Statistics } from '@/components/content/statistics';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { residentFacts } from '@/features/projects/facts';
import { projectText } from '@/features/projects/components/labels';
import { ProjectList } from '@/features/projects/components/project-list';
import type { ArcticResident } from '@/features/projects/types';
import { langs } from '@/lib/api/untranslated';

export const generateMetadata = routeMetadata('projectsArcticResidents');

/** Residents of the Arctic zone: setting 26, their figures (statistics rezidents_arctics) and GET /rezidents-arctics. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [{ items }, { t, label, format }] = await Promise.all([
    readCatalogue<ArcticResident>('/rezidents-arctics', 'arctic-resident', locale),
    projectText(),
  ]);
  return (
    <RoutePage routeKey="projectsArcticResidents" locale={locale} setting={26}>
      <Statistics type="rezidents_arctics" locale={locale} label={t('arcticStatistics')} />
      <ProjectList
        items={items}
        routeKey="projectsArcticResidents"
        testId="residents-list"
        toCard={(r) => ({ title: r.name, image: r.logo, kicker: r.activity, text: r.excerpt, lang: langs(r, { title: 'name', kicker: 'activity', text: 'excerpt' }), facts: residentFacts(r, label, format, 'card') })}
      />
    </RoutePage>
  );
}
