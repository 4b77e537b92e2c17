'use client';

import { getVersion, Map as MapLibre, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { KRAI_BOUNDS } from '../base-map';
import { extraAttribution, mapStyle } from '../map-style';
import type { BaseMapConfig, MapItem } from '../types';
import { popupContent, type PopupLabels } from './popup-content';

export type MapCanvasLabels = PopupLabels & { marker: (item: MapItem) => string; map: Record<string, string> };
export type OpenRequest = { id: string; seq: number } | null;

type Props = {
  items: MapItem[];
  base: BaseMapConfig;
  labels: MapCanvasLabels;
  hrefOf: (item: MapItem) => string;
  openRequest: OpenRequest;
  onReady: () => void;
  onBaseError: () => void;
  onFail: () => void;
};

type Placed = { marker: Marker; button: HTMLButtonElement };

/**
 * The maplibre map (loaded only by /invest-map). Each object is a marker <button> named after it: Tab reaches it,
 * Enter or Space opens its popup (focus moves into the popup; Escape closes it and returns the focus).
 */
export default function MapCanvas({ items, base, labels, hrefOf, openRequest, onReady, onBaseError, onFail }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const placed = useRef(new Map<string, Placed>());
  const popup = useRef<Popup | null>(null);
  const latest = useRef({ items, labels, hrefOf, onReady, onBaseError, onFail });
  // Declared first, so the effects below see this render's props.
  useEffect(() => {
    latest.current = { items, labels, hrefOf, onReady, onBaseError, onFail };
  });

  function open(item: MapItem, { fly = false } = {}) {
    const current = map.current;
    const target = placed.current.get(item.id);
    if (!current || !target) return;
    popup.current?.remove();
    const { labels: l, hrefOf: href } = latest.current;
    const content = popupContent(item, href(item), l);
    const next = new Popup({ offset: 16, maxWidth: '300px', focusAfterOpen: true, className: 'map-popup-frame' })
      .setLngLat([item.lng, item.lat])
      .setDOMContent(content);
    next.on('close', () => {
      target.button.setAttribute('aria-expanded', 'false');
      const focus = document.activeElement;
      if (!focus || focus === document.body || next.getElement()?.contains(focus) || !focus.isConnected) target.button.focus();
      if (popup.current === next) popup.current = null;
    });
    if (fly) current.easeTo({ center: [item.lng, item.lat], zoom: Math.max(current.getZoom(), 6), duration: 400 });
    next.addTo(current);
    // The popup's element exists once it is on the map.
    next.getElement()?.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') next.remove();
    });
    target.button.setAttribute('aria-expanded', 'true');
    popup.current = next;
  }

  useEffect(() => {
    if (!container.current) return;
    // Bundled, maplibre cannot find its worker next to itself: the app serves it (app/maplibre-gl-worker.mjs).
    setWorkerUrl(`/maplibre-gl-worker.mjs?v=${getVersion()}`);
    let instance: MapLibre;
    try {
      instance = new MapLibre({
        container: container.current,
        style: mapStyle(base),
        bounds: KRAI_BOUNDS,
        fitBoundsOptions: { padding: 16 },
        minZoom: 1,
        maxZoom: 16,
        locale: latest.current.labels.map,
        attributionControl: { compact: true, customAttribution: extraAttribution(base) },
        cooperativeGestures: false,
      });
    } catch {
      latest.current.onFail();
      return;
    }
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.on('load', () => latest.current.onReady());
    // A failed style, tile or base file: say so (the markers, the list and the links still work). Listening here
    // also keeps maplibre from logging the error to the console.
    instance.on('error', () => latest.current.onBaseError());
    instance.on('webglcontextlost', () => latest.current.onFail());
    map.current = instance;
    const markers = placed.current;
    return () => {
      popup.current?.remove();
      markers.clear();
      instance.remove();
      map.current = null;
    };
  }, [base]);

  // The markers follow the filtered list, in its order (so Tab visits them in the list's order).
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const wanted = new Set(items.map((item) => item.id));
    if (popup.current && ![...wanted].some((id) => placed.current.get(id)?.button.getAttribute('aria-expanded') === 'true')) popup.current.remove();
    for (const { marker } of placed.current.values()) marker.remove();
    for (const item of items) {
      let entry = placed.current.get(item.id);
      if (!entry) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `map-marker map-marker--${item.kind}`;
        button.setAttribute('aria-label', latest.current.labels.marker(item));
        button.setAttribute('aria-expanded', 'false');
        button.dataset.id = item.id;
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          open(item);
        });
        entry = { button, marker: new Marker({ element: button, anchor: 'center' }).setLngLat([item.lng, item.lat]) };
        placed.current.set(item.id, entry);
      }
      entry.marker.addTo(current);
    }
  }, [items]);

  useEffect(() => {
    if (!openRequest) return;
    const item = latest.current.items.find((i) => i.id === openRequest.id);
    if (item) open(item, { fly: true });
  }, [openRequest]);

  return <div ref={container} className="invest-map__canvas" data-testid="invest-map-canvas" />;
}
