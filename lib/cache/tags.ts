/**
 * The tags of Next's data cache that tie the portal's cached reads to the content they come from. Pages read the
 * provider API under a family's tag (and `<tag>:<slug or id>` for one item, lib/api/server.ts adds `locale:<locale>`);
 * the back office's hooks expire the same tags when a document changes (cms/hooks/revalidate.ts,
 * lib/platform/expire-tags.ts). Both sides take them from here, so a misspelt tag on either side fails `tsc`
 * instead of leaving a page stale after a publish. Not server-only: pages and the back office both import it.
 */
export const CONTENT_TAGS = [
  // Press centre
  'news',
  'event',
  'event-type',
  'event-city',
  'success-story',
  'video-gallery',
  // Projects
  'cip',
  'invest-project',
  'invest-project-type',
  'perspective-project',
  'arctic-resident',
  // Sites and support
  'production-site',
  'support-measures',
  'development-institutions',
  'invest-rules',
  'faq',
  'index-switch',
  // Page texts, figures and document sets; the calculator's dictionaries; the investors' study materials
  'setting',
  'setting-statistic',
  'setting-file',
  'calculator',
  'study-material',
  // The single pages (Payload globals): the tag is the global's slug
  'about-region',
  'arctic',
  'techno-valley',
  'project-implementation-algorithm',
  'korporaciya-razvitiya-eniseyskoy-sibiri',
  // Files shown inside other answers: a replaced picture or document expires every answer that shows it
  'media',
  'documents',
  // The sitemap's read (it is also read under every detail family's tag, which is what expires it)
  'sitemap',
] as const;

/** A content family's tag: its list and everything read under it. */
export type ContentTag = (typeof CONTENT_TAGS)[number];

/** One item of a family: `news:<slug>`, `setting:<n>`… */
export type ItemTag = `${ContentTag}:${string}`;

/** Every answer in one language (added by lib/api/server.ts and lib/server/content/cache.ts). */
export type LocaleTag = `locale:${string}`;

export type CacheTag = ContentTag | ItemTag | LocaleTag;

/** The tag of one item of a family. */
export const itemTag = (tag: ContentTag, key: string | number): ItemTag => `${tag}:${key}`;
