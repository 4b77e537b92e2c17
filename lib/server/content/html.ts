import 'server-only';
import { convertLexicalToHTML, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html';
import { sanitize } from '@/lib/html/sanitize';

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

/** Lexical's header states of a table cell: 1 heads its column, 2 its row, 3 both (the corner). */
const HEADER_SCOPE: Record<number, string> = { 1: 'col', 2: 'row', 3: 'col' };

type TableCellNode = { headerState?: number; colSpan?: number; rowSpan?: number };

/** A table cell as `<th scope>` / `<td>`, so screen readers announce each value with its row and column headers. */
function tableCellHtml(node: TableCellNode, inner: string): string {
  const scope = HEADER_SCOPE[node.headerState ?? 0];
  const span = `${(node.colSpan ?? 1) > 1 ? ` colspan="${node.colSpan}"` : ''}${(node.rowSpan ?? 1) > 1 ? ` rowspan="${node.rowSpan}"` : ''}`;
  return scope ? `<th scope="${scope}"${span}>${inner}</th>` : `<td${span}>${inner}</td>`;
}

/** Lexical rich text → sanitized HTML for the portal (no container div). */
export function richTextToHtml(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('root' in data)) return null;
  const html = convertLexicalToHTML({
    data: data as Parameters<typeof convertLexicalToHTML>[0]['data'],
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      tablecell: ({ node, nodesToHTML }) => tableCellHtml(node as TableCellNode, nodesToHTML({ nodes: (node as { children: never[] }).children }).join('')),
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
