'use client';

import { useTranslations } from 'next-intl';
import './status-badge.css';

/** Previous / next for a list that pages on the client (a cabinet tab): page from 1, announced as "Page n of m". */
export function Pager({ page, totalCount, limit, onPage }: { page: number; totalCount: number; limit: number; onPage: (page: number) => void }) {
  const t = useTranslations('pagination');
  const pages = Math.ceil(totalCount / limit);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('label')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('prev')}
      </button>
      <span className="pager__current" aria-live="polite">
        {t('page', { page })} / {pages}
      </span>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
