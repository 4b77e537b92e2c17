import type { MapItem } from '../types';

export type PopupLabels = { area: (area: number) => string; utilities: string; open: string };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A marker's popup as DOM (maplibre's Popup takes a node): kind, title, facts and the link to the item's page. */
export function popupContent(item: MapItem, href: string, labels: PopupLabels): HTMLElement {
  const root = el('div', `map-popup map-popup--${item.kind}`);
  root.append(el('p', 'map-popup__kind', item.categoryLabel), el('p', 'map-popup__title', item.title));
  if (item.location) root.append(el('p', 'map-popup__fact', item.location));
  if (item.area !== null) root.append(el('p', 'map-popup__fact', labels.area(item.area)));
  if (item.utilities.length) root.append(el('p', 'map-popup__fact', `${labels.utilities}: ${item.utilities.map((u) => u.label).join(', ')}`));
  const link = el('a', 'map-popup__link', labels.open);
  link.href = href;
  const hidden = el('span', 'visually-hidden', `: ${item.title}`);
  link.append(hidden);
  root.append(link);
  return root;
}
