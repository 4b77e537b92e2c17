'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { routePath } from '@/lib/routes';
import { COMPARE_MAX } from '../compare-ids';
import { rehydrateCompare, useCompareStore } from '../stores/compare';
import './site-selection.css';

/** The slug of a production site's page path (`/investicionnie-ploshadki/proizvodstvennie-ploshadki/<slug>`), else null. */
export function siteSlugOfPath(path: string): string | null {
  const prefix = `${routePath('productionSites')}/`;
  if (!path.startsWith(prefix)) return null;
  const slug = path.slice(prefix.length);
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : null;
}

/**
 * «Сравнить» for a site known only by its page (a saved favourite): the site is looked up by its slug when it is
 * added (GET /proizvodstvennie-ploshadki/{slug}); one no longer published cannot be added, and says so.
 */
export function CompareSiteOfPage({ path, title }: { path: string; title: string }) {
  const t = useTranslations('siteSelection');
  const slug = siteSlugOfPath(path);
  const chosen = useCompareStore((state) => state.sites.some((item) => item.slug === slug));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => rehydrateCompare(), []);
  if (!slug) return null;

  const onClick = async () => {
    const current = useCompareStore.getState().sites.find((item) => item.slug === slug);
    if (current) {
      useCompareStore.getState().remove(current.id);
      setNote(t('tray.removed', { title }));
      return;
    }
    setBusy(true);
    try {
      // The API client is fetched with the first press: a list that offers this toggle does not load it up front.
      const { getSite } = await import('../api/get-site');
      const site = await getSite(slug);
      if (!site) {
        setNote(t('actions.compareGone'));
        return;
      }
      const done = useCompareStore.getState().toggle({ id: site.id, slug: site.slug, title: site.title });
      setNote(done ? t('tray.added', { title: site.title }) : t('actions.compareFull', { max: COMPARE_MAX }));
    } catch {
      setNote(t('actions.compareFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="compare-toggle">
      <button type="button" className="button button--secondary compare-toggle__button" aria-pressed={chosen} onClick={() => void onClick()} disabled={busy} data-testid="compare-toggle">
        <span className="compare-toggle__box" aria-hidden="true">
          {chosen ? '✓' : ''}
        </span>
        {t('actions.compare')}
        <span className="visually-hidden">: {title}</span>
      </button>
      <p className="compare-toggle__note" role="status">
        {note}
      </p>
    </div>
  );
}
