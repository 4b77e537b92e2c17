'use client';

import { useEffect, useState } from 'react';
import type { CompareTexts } from '../compare-texts';
import { rehydrateCompare, useCompareStore, type ComparedSite } from '../stores/compare';
import './site-selection.css';

/**
 * «Сравнить»: a toggle (aria-pressed) that adds the site to the comparison or takes it out. With COMPARE_MAX sites
 * chosen already it adds nothing and says why. The outcome is announced next to it.
 */
export function CompareToggle({ site, texts }: { site: ComparedSite; texts: CompareTexts }) {
  const chosen = useCompareStore((state) => state.sites.some((item) => item.id === site.id));
  const [note, setNote] = useState('');
  useEffect(() => rehydrateCompare(), []);

  const onClick = () => {
    const wasChosen = useCompareStore.getState().sites.some((item) => item.id === site.id);
    const done = useCompareStore.getState().toggle(site);
    if (!done) setNote(texts.full);
    else setNote((wasChosen ? texts.removed : texts.added).replace('{title}', site.title));
  };

  return (
    <div className="compare-toggle">
      <button type="button" className="button button--secondary compare-toggle__button" aria-pressed={chosen} onClick={onClick} data-testid="compare-toggle">
        <span className="compare-toggle__box" aria-hidden="true">
          {chosen ? '✓' : ''}
        </span>
        {texts.compare}
      </button>
      <p className="compare-toggle__note" role="status">
        {note}
      </p>
    </div>
  );
}
