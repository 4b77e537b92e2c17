'use client';

import Link from 'next/link';
import { localeFormat } from '@/i18n/formats';
import { localePath } from '@/i18n/locale-path';
import type { InvestMapTexts } from '../map-texts';
import type { MapItem } from '../types';

/** The objects the filters leave, beside the map: each links to its page and can open its marker's popup. */
export function MapList({ items, texts, onShow }: { items: MapItem[]; texts: InvestMapTexts; onShow: ((item: MapItem) => void) | null }) {
  const t = texts.list;
  const format = localeFormat(texts.locale);
  return (
    <section className="invest-map-list" aria-labelledby="invest-map-list-title">
      <h2 id="invest-map-list-title" className="invest-map-list__title">{t.title}</h2>
      <p className="invest-map-list__count" role="status">{t.shown[items.length]}</p>
      {items.length === 0 ? <p>{t.empty}</p> : (
        <ul className="invest-map-list__items" data-testid="invest-map-list">
          {items.map((item) => (
            <li key={item.id} className={`invest-map-item invest-map-item--${item.kind}`} data-id={item.id}>
              <p className="invest-map-item__kind">{item.categoryLabel}</p>
              <h3 className="invest-map-item__title"><Link href={localePath(item.path, texts.locale)}>{item.title}</Link></h3>
              <p className="invest-map-item__facts">
                {[item.location, item.area !== null ? t.area.replace('{area}', format.number(item.area)) : null].filter(Boolean).join(' · ')}
              </p>
              {item.utilities.length ? <p className="invest-map-item__utilities">{item.utilities.map((u) => u.label).join(', ')}</p> : null}
              {onShow ? (
                <button type="button" className="button button--link invest-map-item__show" onClick={() => onShow(item)}>
                  {t.showOnMap}<span className="visually-hidden">: {item.title}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
