/**
 * The back office's preview of unpublished content: which collections and single pages an editor can preview and
 * where the portal renders their latest version (draft included) for staff only. Shared by the live-preview settings
 * of the collections and page globals (cms/), the preview endpoint (app/api/preview) and the preview page
 * (app/(site)/[locale]/preview).
 */
export const PREVIEW_COLLECTIONS = ['news', 'events', 'production-sites'] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

/** The single pages kept in Payload globals (cms/globals/pages.ts), each previewed under the `page` kind by its slug. */
export const PREVIEW_PAGES = ['about-region', 'arctic', 'techno-valley', 'project-implementation-algorithm', 'korporaciya-razvitiya-eniseyskoy-sibiri'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

/** The first segment of a preview address: a previewable collection (by document id) or `page` (by global slug). */
export const PAGE_KIND = 'page';
export type PreviewKind = PreviewCollection | typeof PAGE_KIND;

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value);
}

export function isPreviewPage(value: unknown): value is PreviewPage {
  return typeof value === 'string' && (PREVIEW_PAGES as readonly string[]).includes(value);
}

/**
 * The preview page of a document (by id) or a single page (`page`, by slug) in a content language: Russian unprefixed,
 * like every Russian page of the portal.
 */
export function previewPath(kind: PreviewKind, id: number | string, locale: string): string {
  const path = `/preview/${kind}/${encodeURIComponent(String(id))}`;
  return locale === 'ru' ? path : `/${locale}${path}`;
}

/** The path of the endpoint that reads the latest version for a staff member (the page's data, never cached). */
export function previewEndpointPath(kind: PreviewKind, id: number | string): string {
  return `/api/preview/${kind}/${encodeURIComponent(String(id))}`;
}
