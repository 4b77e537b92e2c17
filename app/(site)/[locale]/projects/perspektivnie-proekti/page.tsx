import { setRequestLocale } from 'next-intl/server';
import { readCatalogue } from '@/components/content/catalogue';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { perspectiveFacts } from '@/features/projects/facts';
import { projectText } from '@/features/projects/components/labels';
import { ProjectList } from '@/features/projects/components/project-list';
import type { PerspectiveProject } from '@/features/projects/types';
import { langs } from '@/lib/api/untranslated';

export const generateMetadata = routeMetadata('projectsPerspective');

/** Promising projects looking for an investor: setting 25 and GET /perspektivnie-proekti. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [{ items }, { label }] = await Promise.all([
    readCatalogue<PerspectiveProject>('/perspektivnie-proekti', 'perspective-project', locale),
    projectText(),
  ]);
  return (
    <RoutePage routeKey="projectsPerspective" locale={locale} setting={25}>
      <ProjectList
        items={items}
        routeKey="projectsPerspective"
        testId="perspective-list"
        toCard={(p) => ({ title: p.title, image: p.image, kicker: p.industry, text: p.excerpt, lang: langs(p, { title: 'title', kicker: 'industry', text: 'excerpt' }), facts: perspectiveFacts(p, label, 'card') })}
      />
    </RoutePage>
  );
}
