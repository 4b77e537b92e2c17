/**
 * The back office's preview of unpublished content: which collections an editor can preview and where the portal
 * renders a document's latest version (draft included) for staff only. Shared by the collections' live-preview
 * settings (cms/), the preview endpoint (app/api/preview) and the preview page (app/(site)/[locale]/preview).
 */
export const PREVIEW_COLLECTIONS = ['news', 'events', 'production-sites'] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value);
}

/** The preview page of a document in a content language: Russian unprefixed, like every Russian page of the portal. */
export function previewPath(collection: PreviewCollection, id: number | string, locale: string): string {
  const path = `/preview/${collection}/${encodeURIComponent(String(id))}`;
  return locale === 'ru' ? path : `/${locale}${path}`;
}

/** The path of the endpoint that reads the latest version for a staff member (the page's data, never cached). */
export function previewEndpointPath(collection: PreviewCollection, id: number | string): string {
  return `/api/preview/${collection}/${encodeURIComponent(String(id))}`;
}
