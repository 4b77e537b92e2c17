import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';

/** Page links of a list (`?page=n`, from 1): previous, the numbers around the current page, next. */
export async function Pagination({ pathname, page, totalCount, limit }: { pathname: string; page: number; totalCount: number; limit: number }) {
  const pages = Math.ceil(totalCount / limit);
  if (pages <= 1) return null;
  const t = await getTranslations('pagination');
  const href = (n: number) => (n === 1 ? pathname : { pathname, query: { page: String(n) } });
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav aria-label={t('label')} className="pagination">
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0 }}>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev">{t('prev')}</Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link href={href(n)} aria-label={t('page', { page: n })}>{n}</Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} rel="next">{t('next')}</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A page number past the last page of a non-empty list (page 1 always exists: an empty list says so). */
export function isPastLastPage(page: number, totalCount: number, limit: number): boolean {
  return page > 1 && page > Math.ceil(totalCount / limit);
}
