/** The window the offline base covers: Krasnoyarsk Krai (84–114° E, 51–81° N) and its neighbours. */
export const BASE_WINDOW = { west: 55, south: 38, east: 140, north: 84 } as const;
/** The initial view: the whole krai, centred around 92.9° E. */
export const KRAI_BOUNDS: [[number, number], [number, number]] = [[82, 51], [112, 78]];
