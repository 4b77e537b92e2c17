import type { Messages } from 'next-intl';

/** A labelled place's name: `investMap.places.<key>` in the page's language. */
export type PlaceKey = keyof Messages['investMap']['places'];

/**
 * What a label names: a town of the krai (`city`: the capital and the large towns), a town of a neighbouring region
 * (drawn fainter), or a river (italic, in the rivers' colour, placed on its line).
 */
export type PlaceKind = 'capital' | 'city' | 'town' | 'neighbour' | 'river';

export type Place = {
  key: PlaceKey;
  kind: PlaceKind;
  lng: number;
  lat: number;
  /** From this zoom on the label is shown (the krai-wide first view is about zoom 2.4, on a phone as on a desktop: the frame's height decides). */
  minZoom: number;
  /** Which side of its point a town's name is written on, where the right (the default) would cover a neighbour's. */
  side?: 'left';
};

/**
 * The labelled places of the offline base (docs/decisions/035): WGS 84 positions of the town centres and of a point on
 * each river's line (a vertex of it), a few km accurate. Towns come before rivers, larger first, so the larger win where labels meet.
 */
export const PLACES: readonly Place[] = [
  { key: 'krasnoyarsk', kind: 'capital', lng: 92.87, lat: 56.01, minZoom: 0 },
  { key: 'norilsk', kind: 'city', lng: 88.2, lat: 69.35, minZoom: 0 },
  { key: 'achinsk', kind: 'city', lng: 90.5, lat: 56.27, minZoom: 3.4, side: 'left' },
  { key: 'kansk', kind: 'city', lng: 95.72, lat: 56.2, minZoom: 3 },
  { key: 'lesosibirsk', kind: 'city', lng: 92.48, lat: 58.23, minZoom: 3 },
  { key: 'minusinsk', kind: 'city', lng: 91.69, lat: 53.71, minZoom: 3 },
  { key: 'zheleznogorsk', kind: 'town', lng: 93.53, lat: 56.25, minZoom: 5 },
  { key: 'zelenogorsk', kind: 'town', lng: 94.59, lat: 56.11, minZoom: 5 },
  { key: 'nazarovo', kind: 'town', lng: 90.41, lat: 56.01, minZoom: 5.5, side: 'left' },
  { key: 'sharypovo', kind: 'town', lng: 89.18, lat: 55.54, minZoom: 4.5, side: 'left' },
  { key: 'divnogorsk', kind: 'town', lng: 92.38, lat: 55.96, minZoom: 6, side: 'left' },
  { key: 'yeniseysk', kind: 'town', lng: 92.17, lat: 58.45, minZoom: 4.5, side: 'left' },
  { key: 'boguchany', kind: 'town', lng: 97.45, lat: 58.38, minZoom: 4 },
  { key: 'kodinsk', kind: 'town', lng: 99.18, lat: 58.6, minZoom: 4.5 },
  { key: 'dudinka', kind: 'town', lng: 86.18, lat: 69.41, minZoom: 3, side: 'left' },
  { key: 'igarka', kind: 'town', lng: 86.58, lat: 67.47, minZoom: 2.5 },
  { key: 'turukhansk', kind: 'town', lng: 87.96, lat: 65.79, minZoom: 2.5 },
  { key: 'tura', kind: 'town', lng: 100.22, lat: 64.28, minZoom: 2 },
  { key: 'khatanga', kind: 'town', lng: 102.47, lat: 71.98, minZoom: 2 },
  { key: 'dikson', kind: 'town', lng: 80.55, lat: 73.51, minZoom: 2.5 },
  // Abakan faces Minusinsk across the Yenisei; the simplified border runs a few km west of the river there, so the
  // label's point is put on the Khakassian side of it.
  { key: 'abakan', kind: 'neighbour', lng: 91.35, lat: 53.72, minZoom: 5, side: 'left' },
  { key: 'kyzyl', kind: 'neighbour', lng: 94.45, lat: 51.72, minZoom: 4 },
  { key: 'tomsk', kind: 'neighbour', lng: 84.97, lat: 56.5, minZoom: 4 },
  { key: 'bratsk', kind: 'neighbour', lng: 101.63, lat: 56.15, minZoom: 4 },
  { key: 'yenisei', kind: 'river', lng: 87.54, lat: 64.3, minZoom: 2 },
  { key: 'angara', kind: 'river', lng: 95.54, lat: 58.48, minZoom: 4 },
  { key: 'lowerTunguska', kind: 'river', lng: 96.47, lat: 63.83, minZoom: 2.3 },
  { key: 'stonyTunguska', kind: 'river', lng: 98.3, lat: 61.4, minZoom: 2.6 },
  { key: 'khatangaRiver', kind: 'river', lng: 99.93, lat: 71.66, minZoom: 4 },
  { key: 'kan', kind: 'river', lng: 96.0, lat: 55.0, minZoom: 5 },
  { key: 'chulym', kind: 'river', lng: 88.17, lat: 57.31, minZoom: 4.5 },
];

/** The places to label at a zoom: those whose `minZoom` it has reached. */
export const placesAt = (zoom: number, places: readonly Place[] = PLACES) => places.filter((place) => zoom >= place.minZoom);
