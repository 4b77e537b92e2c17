import { CardList } from '@/components/content/card-list';
import { routePath, type RouteKey } from '@/lib/routes';
import { projectText } from './labels';
import { ProjectCard, type ProjectCardProps } from './project-card';

/** A server-rendered catalogue of projects: one card per item, linking to `<route>/<slug>`. */
export async function ProjectList<T extends { id: number; slug: string }>({
  items,
  routeKey,
  testId,
  toCard,
}: {
  items: T[];
  routeKey: RouteKey;
  testId: string;
  toCard: (item: T) => Omit<ProjectCardProps, 'href' | 'testId'>;
}) {
  const { t } = await projectText();
  return (
    <CardList count={items.length} empty={t('empty')} testId={testId}>
      {items.map((item) => (
        <ProjectCard key={item.id} href={`${routePath(routeKey)}/${item.slug}`} testId={`${testId}-item`} {...toCard(item)} />
      ))}
    </CardList>
  );
}
