/**
 * The address of a production site's passport PDF in a language (GET /proizvodstvennie-ploshadki/{id}/passport.pdf):
 * `?lang=` because a link cannot send the `Language` header. The site page, the matching results and the comparison
 * link it; its label is `sitePassport.link`.
 */
export function sitePassportPath(site: { slug: string } | { id: number }, locale: string): string {
  const key = 'slug' in site ? site.slug : String(site.id);
  return `/api/v1/proizvodstvennie-ploshadki/${encodeURIComponent(key)}/passport.pdf?lang=${encodeURIComponent(locale)}`;
}
