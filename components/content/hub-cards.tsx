import { getTranslations } from 'next-intl/server';
import type { ApiImage } from '@/lib/api/media';
import { routePath, type RouteKey } from '@/lib/routes';
import { Card, CardList } from './card-list';

/** One entry of a section's hub page: a route of the registry (its title from `routes`), a line about it, a picture. */
export type HubEntry = { routeKey: RouteKey; text: string; image?: ApiImage | null; kicker?: string | null };

/** The cards of a hub page (projects, investment sites): each titled by its route and linking to it. */
export async function HubCards({ entries, testId }: { entries: HubEntry[]; testId: string }) {
  const t = await getTranslations('routes');
  return (
    <CardList count={entries.length} empty="" testId={testId}>
      {entries.map((entry) => (
        <Card
          key={entry.routeKey}
          href={routePath(entry.routeKey)}
          title={t(entry.routeKey)}
          image={entry.image}
          kicker={entry.kicker}
          text={entry.text}
          testId={`${testId}-${entry.routeKey}`}
        />
      ))}
    </CardList>
  );
}
