import type { Messages } from 'next-intl';
import { readCatalogueHead } from '@/components/content/catalogue';
import { HubCards, type HubEntry } from '@/components/content/hub-cards';
import type { ApiImage } from '@/lib/api/media';
import type { ContentTag } from '@/lib/cache/tags';
import type { RouteKey } from '@/lib/routes';
import { projectText } from './labels';

/** A catalogue's page; its card's text is `projects.hub.<routeKey>`. */
type Catalogue = { routeKey: RouteKey & keyof Messages['projects']['hub']; path: string; tag: ContentTag };
const CATALOGUES: Catalogue[] = [
  { routeKey: 'projectsCip', path: '/cip', tag: 'cip' },
  { routeKey: 'projectsInvest', path: '/invest-project', tag: 'invest-project' },
  { routeKey: 'projectsPerspective', path: '/perspektivnie-proekti', tag: 'perspective-project' },
  { routeKey: 'projectsArcticResidents', path: '/rezidents-arctics', tag: 'arctic-resident' },
];

type Head = { image?: ApiImage | null; logo?: ApiImage | null };

/** The projects hub: the four catalogues (how many projects each has, the first one's picture) and the PPP page. */
export async function ProjectsHub({ locale }: { locale: string }) {
  const { t } = await projectText();
  const heads = await Promise.all(CATALOGUES.map(({ path, tag }) => readCatalogueHead<Head>(path, tag, locale)));
  const entries: HubEntry[] = CATALOGUES.map(({ routeKey }, i) => {
    const { items, totalCount } = heads[i]!;
    return { routeKey, text: t(`hub.${routeKey}`), kicker: t('count', { count: totalCount }), image: items[0]?.image ?? items[0]?.logo };
  });
  entries.push({ routeKey: 'projectsPpp', text: t('hub.projectsPpp') });
  return (
    <section aria-labelledby="projects-hub-title">
      <h2 id="projects-hub-title">{t('catalogues')}</h2>
      <HubCards entries={entries} testId="projects-hub" />
    </section>
  );
}
