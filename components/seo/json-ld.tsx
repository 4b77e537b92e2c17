import { jsonLdText } from '@/lib/seo/structured-data';

/** Structured data (schema.org) for search engines, as a JSON-LD script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
