import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import './content.css';

export type StatisticType = 'about_region' | 'arctic' | 'cip_eniseyskaya_sybir' | 'rezidents_arctics' | 'banner_index';
type Statistic = { id: number; value: string; unit: string | null; label: string };

/** The figures of one GET /setting-statistic?type= group (e.g. the home banner): value, unit and what it counts. */
export async function Statistics({ type, locale, label, className }: { type: StatisticType; locale: string; label: string; className?: string }) {
  const { items } = await serverGet<ListResult<Statistic>>('/setting-statistic', { locale, tags: ['setting-statistic'], query: { type } });
  if (!items.length) return null;
  return (
    <ul className={`statistics${className ? ` ${className}` : ''}`} aria-label={label} data-testid={`statistics-${type}`}>
      {items.map((item) => (
        <li key={item.id} className="statistics__item">
          <span className="statistics__value">
            {item.value}
            {item.unit ? <span className="statistics__unit"> {item.unit}</span> : null}
          </span>
          <span className="statistics__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
