'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import type { CompareTexts } from '../compare-texts';
import { COMPARE_MIN, comparisonHref } from '../compare-ids';
import { rehydrateCompare, useCompareStore } from '../stores/compare';
import './site-selection.css';

/**
 * The sites chosen for comparison, wherever sites are listed: each with a button to take it out, the way to the
 * comparison once there are two, and «clear». Nothing while none is chosen.
 */
export function CompareTray({ texts }: { texts: CompareTexts }) {
  const t = texts.tray;
  const sites = useCompareStore((state) => state.sites);
  useEffect(() => rehydrateCompare(), []);
  if (!sites.length) return null;
  return (
    <section className="compare-tray" aria-labelledby="compare-tray-title" data-testid="compare-tray">
      <h2 id="compare-tray-title" className="compare-tray__title">
        {t.label}
      </h2>
      <p className="compare-tray__count">{t.count[sites.length]}</p>
      <ul className="compare-tray__list">
        {sites.map((site) => (
          <li key={site.id} className="compare-tray__item">
            <span>{site.title}</span>
            <button type="button" className="button--link compare-tray__remove" onClick={() => useCompareStore.getState().remove(site.id)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t.remove.replace('{title}', site.title)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="compare-tray__actions">
        {sites.length >= COMPARE_MIN ? (
          <Link className="button" href={comparisonHref(texts.comparisonPath, sites.map((site) => site.id))} data-testid="compare-open">
            {t.open}
          </Link>
        ) : (
          <p className="compare-tray__hint">{t.needMore}</p>
        )}
        <button type="button" className="button button--secondary" onClick={() => useCompareStore.getState().clear()}>
          {t.clear}
        </button>
      </div>
    </section>
  );
}
