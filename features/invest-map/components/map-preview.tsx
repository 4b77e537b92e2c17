import { PREVIEW_BASE, PREVIEW_URL, PREVIEW_VIEW, project, viewBoxOf } from '../preview';
import type { MapItem } from '../types';

/** A dot's size in preview units (about 6–12 px across, as the frame's height goes from 320 to 680 px). */
const DOT = 1.1;

/**
 * The map before maplibre: the offline base as a picture (app/invest-map-preview.svg) framed on the krai as the map's
 * first view is, and a dot per object of the filtered list. Decorative: the list beside it names every object.
 */
export function MapPreview({ items }: { items: MapItem[] }) {
  return (
    <svg className="invest-map__preview" viewBox={viewBoxOf(PREVIEW_VIEW)} preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false" data-testid="invest-map-preview">
      <image href={PREVIEW_URL} x={PREVIEW_BASE.x} y={PREVIEW_BASE.y} width={PREVIEW_BASE.width} height={PREVIEW_BASE.height} preserveAspectRatio="none" />
      {items.map((item) => {
        const { x, y } = project(item.lng, item.lat);
        return item.kind === 'zone' ? (
          <rect key={item.id} className="invest-map__dot invest-map__dot--zone" x={x - DOT} y={y - DOT} width={2 * DOT} height={2 * DOT} rx={DOT / 3} />
        ) : (
          <circle key={item.id} className={`invest-map__dot invest-map__dot--${item.kind}`} cx={x} cy={y} r={DOT} />
        );
      })}
    </svg>
  );
}
