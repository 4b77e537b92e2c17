import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import type { StatisticType } from '@/lib/content-keys';
import { Figures, type Figure } from './figures';

type Statistic = Figure & { id: number };

/** The figures of one GET /setting-statistic?type= group (e.g. the home banner): value, unit and what it counts. */
export async function Statistics({ type, locale, label, className }: { type: StatisticType; locale: string; label: string; className?: string }) {
  const { items } = await serverGet<ListResult<Statistic>>('/setting-statistic', { locale, tags: ['setting-statistic'], query: { type } });
  return <Figures items={items} label={label} className={className} testId={`statistics-${type}`} />;
}
