/**
 * `generateStaticParams` of the pages that read the provider API: nothing is rendered at build time (the API is
 * not up during `next build`); each page is rendered on its first request and then served from Next's cache,
 * refreshed by the content tags the Payload hooks expire (docs/decisions/018-pages-rendered-on-first-request.md).
 */
export function renderOnFirstRequest(): never[] {
  return [];
}
