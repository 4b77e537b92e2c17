'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { Link } from '@/i18n/navigation';
import type { MapItem } from '../types';

/** The objects the filters leave, beside the map: each links to its page and can open its marker's popup. */
export function MapList({ items, total, onShow }: { items: MapItem[]; total: number; onShow: ((item: MapItem) => void) | null }) {
  const t = useTranslations('investMap.list');
  const format = useFormat();
  return (
    <section className="invest-map-list" aria-labelledby="invest-map-list-title">
      <h2 id="invest-map-list-title" className="invest-map-list__title">{t('title')}</h2>
      <p className="invest-map-list__count" role="status">{t('shown', { count: items.length, total })}</p>
      {items.length === 0 ? <p>{t('empty')}</p> : (
        <ul className="invest-map-list__items" data-testid="invest-map-list">
          {items.map((item) => (
            <li key={item.id} className={`invest-map-item invest-map-item--${item.kind}`} data-id={item.id}>
              <p className="invest-map-item__kind">{item.categoryLabel}</p>
              <h3 className="invest-map-item__title"><Link href={item.path}>{item.title}</Link></h3>
              <p className="invest-map-item__facts">
                {[item.location, item.area !== null ? t('area', { area: format.number(item.area) }) : null].filter(Boolean).join(' · ')}
              </p>
              {item.utilities.length ? <p className="invest-map-item__utilities">{item.utilities.map((u) => u.label).join(', ')}</p> : null}
              {onShow ? (
                <button type="button" className="button button--link invest-map-item__show" onClick={() => onShow(item)}>
                  {t('showOnMap')}<span className="visually-hidden">: {item.title}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
