import type { ListResult } from '@/lib/api/envelope';
import { serverGet, serverGetOrNull } from '@/lib/api/server';
import type { SupportGroup } from '@/lib/support-measures';
import type { Measure, MeasureSummary } from '../types';

const TAG = 'support-measures';

/** The group's measures with their details: the list (GET /support-measures/{group}), then each measure (…/{id}). */
export async function readGroupMeasures(group: SupportGroup, locale: string): Promise<Measure[]> {
  const { items } = await serverGet<ListResult<MeasureSummary>>(`/support-measures/${group}`, { locale, tags: [TAG] });
  const details = await Promise.all(
    items.map((item) => serverGetOrNull<Measure>(`/support-measures/${group}/${item.slug}`, { locale, tags: [TAG, `${TAG}:${item.slug}`] })),
  );
  return details.filter((measure): measure is Measure => measure !== null);
}

/** One measure by its slug (the atomic-industry page shows the priority development area's). */
export function readMeasure(group: SupportGroup, slug: string, locale: string): Promise<Measure | null> {
  return serverGetOrNull<Measure>(`/support-measures/${group}/${slug}`, { locale, tags: [TAG, `${TAG}:${slug}`] });
}
