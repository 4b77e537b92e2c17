import sanitizeHtml from 'sanitize-html';

/**
 * The HTML the portal accepts from the provider API's rich text: a safe tag list, http(s)/mailto/tel
 * links only, and rel="noopener noreferrer" on every link that opens a new tab. Used where the API
 * renders rich text (lib/server/content) and again where a page shows it, in case API_BASE_URL points
 * at another provider. Server-side only (not imported by client components).
 */
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
    th: ['colspan', 'rowspan', 'scope'],
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

/**
 * Only an item of an ordered list may carry `value` (HTML: the ordinal of an `ol`'s item): Lexical's HTML gives every
 * item one, in bullet lists too, which is invalid there. The lists open around the tag being read decide.
 */
function listItemValues(): Pick<sanitizeHtml.IOptions, 'onOpenTag' | 'onCloseTag'> & { li: sanitizeHtml.Transformer } {
  const lists: string[] = [];
  return {
    onOpenTag: (name) => {
      if (name === 'ul' || name === 'ol') lists.push(name);
    },
    onCloseTag: (name) => {
      if (name === 'ul' || name === 'ol') lists.pop();
    },
    li: (tagName, attribs) => {
      if (lists.at(-1) === 'ol') return { tagName, attribs };
      const rest = { ...attribs };
      delete rest.value;
      return { tagName, attribs: rest };
    },
  };
}

export function sanitize(html: string): string {
  const { onOpenTag, onCloseTag, li } = listItemValues();
  return sanitizeHtml(html, { ...SANITIZE, onOpenTag, onCloseTag, transformTags: { ...SANITIZE.transformTags, li } });
}
