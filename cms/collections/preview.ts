import type { CollectionAdminOptions, GlobalAdminOptions } from 'payload';
import { isPreviewCollection, PAGE_KIND, previewPath, type PreviewPage } from '../../lib/preview';

type LivePreviewConfig = NonNullable<CollectionAdminOptions['livePreview']>;

/**
 * The widths an editor checks a page at in the live preview (beside Payload's own «responsive», the pane's width):
 * a phone and a desktop screen.
 */
export const PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'phone', label: 'Телефон, 390 px', width: 390, height: 844 },
  { name: 'desktop', label: 'Компьютер, 1440 px', width: 1440, height: 900 },
];

/**
 * The live preview of a collection's documents: the portal's page of the document's latest version (draft
 * included), in the content language being edited, rendered for staff only (app/(site)/[locale]/preview). Payload
 * frames it beside the form and asks it to reload after every save. None for a collection without a preview page
 * or for a document not saved yet.
 */
export function livePreviewFor(slug: string): LivePreviewConfig | undefined {
  if (!isPreviewCollection(slug)) return undefined;
  return {
    breakpoints: PREVIEW_BREAKPOINTS,
    url: ({ data, locale }) => (data?.id ? previewPath(slug, data.id as number, locale.code) : null),
  };
}

/**
 * The live preview of a single page kept in a global (cms/globals/pages.ts): the portal's page of its latest version,
 * draft included, in the content language being edited, at the same widths as the collections'.
 */
export function livePreviewForPage(slug: PreviewPage): NonNullable<GlobalAdminOptions['livePreview']> {
  return {
    breakpoints: PREVIEW_BREAKPOINTS,
    url: ({ locale }) => previewPath(PAGE_KIND, slug, locale.code),
  };
}
