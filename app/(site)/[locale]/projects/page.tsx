import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { ProjectsHub } from '@/features/projects/components/projects-hub';

export const generateMetadata = routeMetadata('projects');

/** The projects hub: setting 22 and the catalogues of the section. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <RoutePage routeKey="projects" locale={locale} setting={22}>
      <ProjectsHub locale={locale} />
    </RoutePage>
  );
}
