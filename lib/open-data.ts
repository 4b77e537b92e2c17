/**
 * The portal's open data (docs/decisions/031-site-passport-and-open-data.md): five files at /api/v1/open-data/<file>,
 * described on the /open-data page. Every record keeps its id (the database id, or a zone's key) from one update to the
 * next; CSV files are UTF-8 with a header row (lib/csv.ts). Shared by the page and the API.
 */
export const OPEN_DATASETS = [
  { key: 'sites', file: 'sites.geojson', format: 'GeoJSON' },
  { key: 'sitesTable', file: 'sites.csv', format: 'CSV' },
  { key: 'zones', file: 'zones.geojson', format: 'GeoJSON' },
  { key: 'projects', file: 'projects.csv', format: 'CSV' },
  { key: 'supportMeasures', file: 'support-measures.csv', format: 'CSV' },
] as const;

export type OpenDataset = (typeof OPEN_DATASETS)[number];
export type OpenDatasetKey = OpenDataset['key'];

/** The licence of every file: Creative Commons Attribution 4.0 International. */
export const OPEN_DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;

/** A file's address under the API (root-relative). */
export const openDataPath = (file: OpenDataset['file']): string => `/api/v1/open-data/${file}`;

/** One file of the catalogue (GET /open-data): when its content last changed ('YYYY-MM-DD') and how many records it has. */
export type OpenDataEntry = { key: OpenDatasetKey; file: OpenDataset['file']; format: OpenDataset['format']; path: string; updatedAt: string | null; count: number };
