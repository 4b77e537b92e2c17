'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { COMPARE_MAX, rehydrateCompare, useCompareStore, type ComparedSite } from '../stores/compare';
import './site-selection.css';

/**
 * «Сравнить»: a toggle (aria-pressed) that adds the site to the comparison or takes it out. With COMPARE_MAX sites
 * chosen already it adds nothing and says why. The outcome is announced next to it.
 */
export function CompareToggle({ site }: { site: ComparedSite }) {
  const t = useTranslations('siteSelection');
  const chosen = useCompareStore((state) => state.sites.some((item) => item.id === site.id));
  const [note, setNote] = useState('');
  useEffect(() => rehydrateCompare(), []);

  const onClick = () => {
    const wasChosen = useCompareStore.getState().sites.some((item) => item.id === site.id);
    const done = useCompareStore.getState().toggle(site);
    if (!done) setNote(t('actions.compareFull', { max: COMPARE_MAX }));
    else setNote(wasChosen ? t('tray.removed', { title: site.title }) : t('tray.added', { title: site.title }));
  };

  return (
    <div className="compare-toggle">
      <button type="button" className="button button--secondary compare-toggle__button" aria-pressed={chosen} onClick={onClick} data-testid="compare-toggle">
        <span className="compare-toggle__box" aria-hidden="true">
          {chosen ? '✓' : ''}
        </span>
        {t('actions.compare')}
      </button>
      <p className="compare-toggle__note" role="status">
        {note}
      </p>
    </div>
  );
}
