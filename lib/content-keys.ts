/**
 * Keys of the content model that the back office, the API and the pages share: the places a figure of
 * GET /setting-statistic is shown (`type`) and the document sets of GET /setting-file/{key}. The collections
 * (cms/collections/setting-statistics.ts, setting-files.ts) build their select options from these lists, so the
 * database enum, the API and the pages cannot drift apart.
 */
export const STATISTIC_TYPES = ['about_region', 'arctic', 'cip_eniseyskaya_sybir', 'rezidents_arctics', 'banner_index'] as const;
export type StatisticType = (typeof STATISTIC_TYPES)[number];

export const SETTING_FILE_KEYS = [
  'gchp',
  'region_presentation',
  'investment_declaration_of_the_krasnoyarsk_territory',
  'investicionniy_komitet_krasnoyarskogo_kraya',
  // Beyond §7's four: the Arctic zone's regulations page (/arctics/normativnie-documenti-arctici), migration content_pages (PostgreSQL enum).
  'normativnie_documenti_arctici',
] as const;
export type SettingFileKey = (typeof SETTING_FILE_KEYS)[number];
