import 'server-only';
import { convertLexicalToHTML, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a', 'strong', 'b', 'em', 'i', 'u', 's',
  'sub', 'sup', 'code', 'pre', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    ol: ['start'],
    li: ['value'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Every link opened in a new tab gets rel=noopener noreferrer; external links open in a new tab.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const target = attribs.target === '_blank' || external ? '_blank' : undefined;
      return {
        tagName,
        attribs: { href, ...(target ? { target, rel: 'noopener noreferrer' } : {}), ...(attribs.title ? { title: attribs.title } : {}) },
      };
    },
  },
};

/** Internal links of the editor point at a document: news, events… open on the portal's detail pages. */
const PORTAL_PATHS: Record<string, string> = {
  news: '/news',
  events: '/events',
  'success-stories': '/success-stories',
  'production-sites': '/investicionnie-ploshadki/proizvodstvennie-ploshadki',
  cip: '/projects/cip-eniseyskaya-sybir',
  'invest-projects': '/projects/invest-projects',
  'perspective-projects': '/projects/perspektivnie-proekti',
  'arctic-residents': '/projects/rezidents-arctics',
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Lexical rich text → sanitized HTML for the portal (no container div). */
export function richTextToHtml(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('root' in data)) return null;
  const html = convertLexicalToHTML({
    data: data as Parameters<typeof convertLexicalToHTML>[0]['data'],
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      ...LinkHTMLConverter({
        internalDocToHref: ({ linkNode }) => {
          const doc = linkNode.fields.doc;
          const value = doc?.value;
          const slug = value && typeof value === 'object' ? ((value as { slug?: string; id?: unknown }).slug ?? String((value as { id?: unknown }).id)) : String(value ?? '');
          const base = doc ? PORTAL_PATHS[doc.relationTo] : undefined;
          return base ? `${base}/${slug}` : '#';
        },
      }),
    }),
  });
  const clean = sanitize(html).trim();
  return clean || null;
}
