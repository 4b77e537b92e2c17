'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { browserOnly } from '@/components/lazy/browser-only';
import { localeFormat } from '@/i18n/formats';
import { localePath } from '@/i18n/locale-path';
import { siteFromQuery, siteItem } from '../deep-link';
import { filterItems, filtersFromQuery, filtersToQuery, type MapFilters } from '../filters';
import type { InvestMapTexts } from '../map-texts';
import type { MapData, MapItem } from '../types';
import { MapFiltersForm } from './map-filters';
import { MapList } from './map-list';
import { MapPreview } from './map-preview';
import type { MapCanvasLabels, OpenRequest } from './map-canvas';
import './invest-map.css';

// maplibre (≈1 MB) is fetched only here, only where WebGL works, and only once the visitor reaches for the map.
const MapCanvas = browserOnly(() => import('./map-canvas').then((m) => m.default));

let webgl: boolean | undefined;

/** Asked once per page: each probe creates a WebGL context (browsers keep only a few), so it is released at once. */
function webglAvailable(): boolean {
  if (webgl !== undefined) return webgl;
  try {
    const canvas = document.createElement('canvas');
    const context = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    webgl = Boolean(context);
  } catch {
    webgl = false;
  }
  return webgl;
}
const noSubscribe = () => () => {};

/** preview: the picture only (MapPreview); loading: maplibre is on its way, over the picture; ready: the map alone. */
type Status = 'preview' | 'loading' | 'ready' | 'failed';

/** The objects' markers and, over the offline base, its lines: the krai's border, the railways and the rivers. */
function Legend({ base, texts }: { base: boolean; texts: InvestMapTexts }) {
  return (
    <ul className="invest-map__legend" aria-label={texts.map.legend}>
      {(['site', 'zone', 'offer'] as const).map((kind) => (
        <li key={kind}>
          <span className={`map-marker map-marker--${kind}`} aria-hidden="true" />
          {texts.kinds[kind]}
        </li>
      ))}
      {base
        ? (['krai', 'rail', 'river'] as const).map((line) => (
            <li key={line}>
              <span className={`map-line map-line--${line}`} aria-hidden="true" />
              {texts.legend[line]}
            </li>
          ))
        : null}
    </ul>
  );
}

/** The offline base is drawn when no style or tile server is configured (the preview always shows it). */
const offline = (data: MapData) => !data.base.styleUrl && !data.base.tilesUrl;

/**
 * The map's frame. Until the visitor reaches for it — the pointer over it, a touch, the button, or «show on the map»
 * in the list — it holds the preview; then maplibre is loaded and drawn over the preview, which goes once the map is
 * up. The heavy library is thus never parsed for a visitor who only reads the list.
 */
function MapPanel({ data, items, openRequest, texts }: { data: MapData; items: MapItem[]; openRequest: OpenRequest; texts: InvestMapTexts }) {
  const t = texts.map;
  const webgl = useSyncExternalStore(noSubscribe, webglAvailable, () => true);
  const [status, setStatus] = useState<Status>('preview');
  const [baseFailed, setBaseFailed] = useState(false);
  // «Show on the map» before the map is up starts it (the request is handed to the map when it mounts).
  if (openRequest && status === 'preview' && webgl) setStatus('loading');
  const labels = useMemo<MapCanvasLabels>(() => {
    const { map } = texts;
    return {
      marker: (item) => map.marker.replace('{title}', item.title).replace('{kind}', item.categoryLabel),
      place: (key) => texts.places[key],
      cluster: (count) => map.cluster[count] ?? '',
      area: (area) => map.area.replace('{area}', localeFormat(texts.locale).number(area)),
      utilities: map.utilities,
      open: map.open,
      map: {
        'Map.Title': map.label,
        'Popup.Close': map.close,
        'NavigationControl.ZoomIn': map.zoomIn,
        'NavigationControl.ZoomOut': map.zoomOut,
        'AttributionControl.ToggleAttribution': map.attribution,
      },
    };
  }, [texts]);
  const notice = !webgl ? t.noWebgl : status === 'failed' ? t.failed : baseFailed ? t.baseFailed : null;
  const start = webgl && status === 'preview' ? () => setStatus('loading') : undefined;
  const live = webgl && (status === 'loading' || status === 'ready');
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div className="invest-map__panel">
      {notice ? <p className="invest-map__notice" role="status" data-testid="invest-map-notice">{notice}</p> : null}
      <div ref={frame} className="invest-map__frame" tabIndex={-1} aria-busy={status === 'loading'} onPointerEnter={start} onPointerDown={start}>
        {status !== 'ready' ? <MapPreview items={items} /> : null}
        {start ? (
          <button
            type="button"
            className="button invest-map__start"
            data-testid="invest-map-start"
            onClick={() => {
              // The button goes away: the focus waits on the frame, and moves into the map once it is up.
              frame.current?.focus();
              start();
            }}
          >
            {t.start}
          </button>
        ) : null}
        {live ? (
          <MapCanvas
            items={items}
            base={data.base}
            labels={labels}
            hrefOf={(item) => localePath(item.path, texts.locale)}
            openRequest={openRequest}
            onReady={() => {
              setStatus('ready');
              if (document.activeElement === frame.current) frame.current?.querySelector<HTMLElement>('.maplibregl-canvas')?.focus();
            }}
            onBaseError={() => setBaseFailed(true)}
            onFail={() => setStatus('failed')}
          />
        ) : null}
        {status === 'loading' ? <p className="invest-map__loading">{t.loading}</p> : null}
      </div>
      <Legend base={offline(data)} texts={texts} />
    </div>
  );
}

type ViewProps = { data: MapData; texts: InvestMapTexts; filters: MapFilters; onFilters: ((next: MapFilters) => void) | null; site?: string | null };

/**
 * The map, its filters and the list, all from one filtered array; `onFilters` is null in the server render. A deep
 * link's site (`site`, ?site=<slug>) starts the map on it with its popup open and the focus on the popup's link.
 */
function InvestMapView({ data, texts, filters, onFilters, site = null }: ViewProps) {
  const items = useMemo(() => filterItems(data.items, filters), [data.items, filters]);
  const linked = site === null ? undefined : siteItem(items, site);
  const [openRequest, setOpenRequest] = useState<OpenRequest>(() => (linked ? { id: linked.id, seq: 1, focusLink: true } : null));
  return (
    <div className="invest-map">
      {site !== null && !linked ? <p className="invest-map__notice" role="status" data-testid="invest-map-site-missing">{texts.map.siteMissing}</p> : null}
      <MapFiltersForm filters={filters} categories={data.categories} utilities={data.utilities} texts={texts} onChange={onFilters ?? (() => {})} />
      <div className="invest-map__body">
        {onFilters ? (
          <MapPanel data={data} items={items} openRequest={openRequest} texts={texts} />
        ) : (
          <div className="invest-map__panel">
            <div className="invest-map__frame"><MapPreview items={items} /></div>
            <Legend base={offline(data)} texts={texts} />
          </div>
        )}
        <MapList items={items} texts={texts} onShow={onFilters ? (item) => setOpenRequest((r) => ({ id: item.id, seq: (r?.seq ?? 0) + 1 })) : null} />
      </div>
    </div>
  );
}

/**
 * /invest-map's island: the filters live in the URL (?type=&area=&utility=), read on the client so the page stays
 * cached; render it inside <Suspense> with <InvestMapShell> as the fallback.
 */
export function InvestMap({ data, texts }: { data: MapData; texts: InvestMapTexts }) {
  const query = useSearchParams().toString();
  // The filters are state first (a ticked box stays ticked at once), the URL follows; a URL changed from outside
  // (back, forward, a link) resets them.
  const [filters, setFilters] = useState(() => filtersFromQuery(new URLSearchParams(query)));
  const [seen, setSeen] = useState(query);
  // The deep link is read once: the popup it opened stays a popup like any other.
  const [site] = useState(() => siteFromQuery(new URLSearchParams(query)));
  if (query !== seen) {
    setSeen(query);
    setFilters(filtersFromQuery(new URLSearchParams(query)));
  }
  return (
    <InvestMapView
      data={data}
      texts={texts}
      site={site}
      filters={filters}
      onFilters={(next) => {
        const search = filtersToQuery(next);
        // `seen` stays: the router reports the new URL a render later, and only then is it taken in (to the same filters).
        setFilters(next);
        window.history.replaceState(null, '', search ? `?${search}` : window.location.pathname);
      }}
    />
  );
}

/** The server render: every object listed with its link, before the URL's filters are read. */
export function InvestMapShell({ data, texts }: { data: MapData; texts: InvestMapTexts }) {
  return <InvestMapView data={data} texts={texts} filters={{ types: [], area: null, utilities: [] }} onFilters={null} />;
}
