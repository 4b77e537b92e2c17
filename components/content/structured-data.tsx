/**
 * schema.org data of a page (JSON-LD). `<` is written as \u003c so a text from the API can never close the script.
 */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
