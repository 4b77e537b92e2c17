'use client';

import { getVersion, LngLatBounds, Map as MapLibre, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { KRAI_BOUNDS } from '../bounds';
import { clusterPoints } from '../cluster';
import { extraAttribution, mapStyle } from '../map-style';
import { PLACES, placesAt, type PlaceKey } from '../places';
import type { BaseMapConfig, MapItem } from '../types';
import { popupContent, type PopupLabels } from './popup-content';

export type MapCanvasLabels = PopupLabels & {
  marker: (item: MapItem) => string;
  /** A town's or a river's name on the offline base, in the page's language. */
  place: (key: PlaceKey) => string;
  cluster: (count: number) => string;
  map: Record<string, string>;
};
/** «Show on the map» or a deep link: open this object's popup (a deep link also puts the focus on its link). */
export type OpenRequest = { id: string; seq: number; focusLink?: boolean } | null;

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

/** Markers whose centres are nearer than this (CSS px) are drawn as one cluster: each marker is 24 px across. */
const CLUSTER_RADIUS = 28;
/** From this zoom on, nearby objects are shown each on its own (they would not come apart any further). */
const CLUSTER_MAX_ZOOM = 13;

/**
 * The maplibre map (loaded only by /invest-map). Each object is a marker <button> named after it: Tab reaches it,
 * Enter or Space opens its popup (focus moves into the popup; Escape closes it and returns the focus). Objects too
 * close to click apart at the current zoom share a cluster <button> that says how many they are and zooms in on them.
 */
export default function MapCanvas({ items, base, labels, hrefOf, openRequest, onReady, onBaseError, onFail }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const placed = useRef(new Map<string, Placed>());
  const clusters = useRef<Marker[]>([]);
  const popup = useRef<Popup | null>(null);
  const latest = useRef({ items, labels, hrefOf, onReady, onBaseError, onFail });
  // Declared first, so the effects below see this render's props.
  useEffect(() => {
    latest.current = { items, labels, hrefOf, onReady, onBaseError, onFail };
  });

  function open(item: MapItem, { fly = false, focusLink = false } = {}) {
    const current = map.current;
    if (!current) return;
    const target = markerOf(item);
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
    // Followed from a site's page: the focus goes to the popup's link, which names the site (not its close button).
    if (focusLink) content.querySelector<HTMLElement>('.map-popup__link')?.focus();
    // An object inside a cluster gets its own marker while its popup is open.
    if (!target.button.isConnected) layout();
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
    // The offline base's towns and rivers, named in the page's language (docs/decisions/035). A style drawing text
    // needs glyph files from a server; these labels are the page's own text, in its own fonts, for every script.
    // They come before the objects' markers, which are therefore drawn over them.
    const places = base.styleUrl || base.tilesUrl ? [] : placeLabels(instance, latest.current.labels.place);
    instance.on('load', () => latest.current.onReady());
    // A failed style, tile or base file: say so (the markers, the list and the links still work). Listening here
    // also keeps maplibre from logging the error to the console.
    instance.on('error', () => latest.current.onBaseError());
    instance.on('webglcontextlost', () => latest.current.onFail());
    map.current = instance;
    const markers = placed.current;
    return () => {
      for (const marker of places) marker.remove();
      popup.current?.remove();
      markers.clear();
      clusters.current = [];
      instance.remove();
      map.current = null;
    };
  }, [base]);

  function markerOf(item: MapItem): Placed {
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
    return entry;
  }

  function clusterMarker(members: MapItem[], current: MapLibre): Marker {
    const bounds = new LngLatBounds();
    for (const item of members) bounds.extend([item.lng, item.lat]);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'map-marker map-marker--cluster';
    button.textContent = String(members.length);
    button.setAttribute('aria-label', latest.current.labels.cluster(members.length));
    // Which objects it stands for: after it zooms in and is taken off the map, the focus goes to the first of them.
    button.dataset.members = members.map((item) => item.id).join(' ');
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      current.fitBounds(bounds, { padding: 64, maxZoom: CLUSTER_MAX_ZOOM, duration: 400 });
    });
    // At its first member, the point the grouping measured from: every other marker is at least the radius away.
    return new Marker({ element: button, anchor: 'center' }).setLngLat([members[0]!.lng, members[0]!.lat]);
  }

  /** Places the markers of the filtered list, in its order (so Tab visits them in the list's order), clustered. */
  function layout() {
    const current = map.current;
    if (!current) return;
    const { items: wanted } = latest.current;
    const ids = new Set(wanted.map((item) => item.id));
    const openId = [...placed.current.entries()].find(([, entry]) => entry.button.getAttribute('aria-expanded') === 'true')?.[0];
    if (popup.current && (!openId || !ids.has(openId))) popup.current.remove();
    // Read before the markers come off: taking the focused one off moves the focus to the page's body.
    const focused = document.activeElement;
    for (const { marker } of placed.current.values()) marker.remove();
    for (const marker of clusters.current) marker.remove();
    clusters.current = [];
    const byId = new Map(wanted.map((item) => [item.id, item]));
    const groups =
      current.getZoom() >= CLUSTER_MAX_ZOOM
        ? wanted.map((item) => [item.id])
        : clusterPoints(
            wanted.filter((item) => item.id !== openId).map((item) => ({ id: item.id, ...current.project([item.lng, item.lat]) })),
            CLUSTER_RADIUS,
          );
    if (openId && ids.has(openId) && current.getZoom() < CLUSTER_MAX_ZOOM) groups.push([openId]);
    for (const group of groups) {
      const members = group.map((id) => byId.get(id)!);
      if (members.length === 1) markerOf(members[0]!).marker.addTo(current);
      else clusters.current.push(clusterMarker(members, current).addTo(current));
    }
    // Markers are taken off and put back: one that had the focus and is still there keeps it. A cluster that had it
    // and came apart hands it to the marker (or the smaller cluster) of its first object, so the keyboard stays where
    // the reader zoomed in, and that marker's name is read out.
    if (!(focused instanceof HTMLElement) || focused === document.activeElement) return;
    const successor = focused.isConnected ? focused : successorOf(focused);
    successor?.focus({ preventScroll: true });
  }

  /** The marker now showing the first object of a cluster marker that left the map. */
  function successorOf(cluster: HTMLElement): HTMLElement | undefined {
    const first = cluster.dataset.members?.split(' ')[0];
    if (!first) return undefined;
    const single = placed.current.get(first)?.button;
    if (single?.isConnected) return single;
    return clusters.current.map((marker) => marker.getElement()).find((element) => element.dataset.members?.split(' ').includes(first));
  }

  // The markers follow the filtered list and are regrouped whenever the zoom changes.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    layout();
    current.on('zoomend', layout);
    return () => {
      current.off('zoomend', layout);
    };
    // layout reads the latest props through refs; it is re-bound whenever the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  useEffect(() => {
    if (!openRequest) return;
    const item = latest.current.items.find((i) => i.id === openRequest.id);
    if (item) open(item, { fly: true, focusLink: openRequest.focusLink });
    // open reads the latest props through refs: only a new request should run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openRequest]);

  return <div ref={container} className="invest-map__canvas" data-testid="invest-map-canvas" />;
}

/**
 * The labels of the places on the offline base: decorative (hidden from assistive technology, never focused, clicks
 * pass through them), each shown from its zoom on.
 */
function placeLabels(map: MapLibre, name: (key: PlaceKey) => string): Marker[] {
  const labels = PLACES.map((place) => {
    const element = document.createElement('div');
    element.className = `map-label map-label--${place.kind}${place.side ? ` map-label--${place.side}` : ''}`;
    element.setAttribute('aria-hidden', 'true');
    element.dataset.place = place.key;
    const text = document.createElement('span');
    text.className = 'map-label__name';
    text.textContent = name(place.key);
    element.append(text);
    // A town's dot (8 px) sits on its position, the name beside it; a river's name is centred on its line.
    const anchor = place.kind === 'river' ? 'center' : place.side === 'left' ? 'right' : 'left';
    const offset: [number, number] = anchor === 'left' ? [-4, 0] : anchor === 'right' ? [4, 0] : [0, 0];
    return { place, marker: new Marker({ element, anchor, offset }).setLngLat([place.lng, place.lat]).addTo(map) };
  });
  const show = () => {
    const shown = new Set(placesAt(map.getZoom()));
    for (const { place, marker } of labels) marker.getElement().hidden = !shown.has(place);
  };
  show();
  map.on('zoom', show);
  return labels.map(({ marker }) => marker);
}
