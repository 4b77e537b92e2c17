/**
 * Seed data notation: `t(ru, en?, tr?, zh?)` marks a localized value, `rt(...)` builds Lexical rich
 * text, `img(name)` / `ref(collection, key)` are resolved to ids while seeding. `forLocale` turns a
 * document into the data of one locale's write: Russian carries everything, other locales only
 * their translations and their own files behind `pdf(…)` links (array rows keep the ids of the Russian rows, so
 * nothing is replaced).
 */
import type { Palette } from './images';

export const LOCALES = ['ru', 'en', 'tr', 'zh'] as const;
export type SeedLocale = (typeof LOCALES)[number];

const KIND = Symbol('seed-marker');
type Localized<T = unknown> = { [KIND]: 'localized'; values: Partial<Record<SeedLocale, T>> };
export type ImageRef = { [KIND]: 'image'; name: string; palette: Palette; alt: Localized<string> };
export type DocRef = { [KIND]: 'ref'; collection: string; key: string };
export type DocumentRef = { [KIND]: 'document'; name: string; title: string };
/**
 * A committed file already uploaded to the documents collection (the demo videos and captions: cms/seed/videos.ts),
 * resolved to the document's id, or with `url` to the URL its file is served at.
 */
export type FileRef = { [KIND]: 'file' | 'fileUrl'; name: string };

export function t<T>(ru: T, en?: T, tr?: T, zh?: T): Localized<T> {
  return { [KIND]: 'localized', values: { ru, en, tr, zh } };
}
/** A generated picture and its alt text in the four languages. */
export const img = (name: string, palette: Palette, altRu: string, altEn?: string, altTr?: string, altZh?: string): ImageRef => ({
  [KIND]: 'image',
  name,
  palette,
  alt: t(altRu, altEn, altTr, altZh),
});
export const ref = (collection: string, key: string): DocRef => ({ [KIND]: 'ref', collection, key });
export const pdf = (name: string, title: string): DocumentRef => ({ [KIND]: 'document', name, title });
export const file = (name: string): FileRef => ({ [KIND]: 'file', name });
export const fileUrl = (name: string): FileRef => ({ [KIND]: 'fileUrl', name });

export function markerOf(value: unknown): string | undefined {
  return value && typeof value === 'object' && KIND in value ? (value as { [KIND]: string })[KIND] : undefined;
}

/** A marker's id; a demo document's depends on the locale (each language links its own file), the others' do not. */
export type Resolve = (marker: ImageRef | DocRef | DocumentRef | FileRef, locale: SeedLocale) => number | string;

/** The data for one locale; `undefined` when the locale has nothing to write there. */
export function forLocale(value: unknown, locale: SeedLocale, resolve: Resolve, existing?: unknown): unknown {
  const kind = markerOf(value);
  if (kind === 'localized') {
    const v = (value as Localized).values[locale];
    return v === undefined ? undefined : forLocale(v, 'ru', resolve);
  }
  // A document link is localized: every language's write links the file written in that language.
  if (kind === 'document') return resolve(value as DocumentRef, locale);
  if (kind) return locale === 'ru' ? resolve(value as ImageRef, locale) : undefined;
  if (Array.isArray(value)) {
    if (locale === 'ru') return value.map((row) => forLocale(row, locale, resolve));
    const previous = Array.isArray(existing) ? (existing as Array<{ id?: string }>) : [];
    const rows = value.map((row, i) => {
      const data = forLocale(row, locale, resolve, previous[i]);
      return data === undefined ? { id: previous[i]?.id } : { ...(data as object), id: previous[i]?.id };
    });
    return rows.some((row) => Object.keys(row).length > 1) ? rows : undefined;
  }
  if (value && typeof value === 'object' && (value as object).constructor === Object && !('root' in value)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const data = forLocale(v, locale, resolve, (existing as Record<string, unknown> | undefined)?.[key]);
      if (data !== undefined) out[key] = data;
    }
    return Object.keys(out).length || locale === 'ru' ? out : undefined;
  }
  // Plain values are not localized: only the Russian write carries them.
  return locale === 'ru' ? value : undefined;
}

// ---- Lexical rich text ----------------------------------------------------------------------

type Node = Record<string, unknown>;
const textNode = (text: string, format = 0): Node => ({ type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 });
const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra,
});

/** Inline text with `[label](https://…)` links and `**bold**`. */
function inline(text: string): Node[] {
  const nodes: Node[] = [];
  const pattern = /\[([^\]]+)\]\(([^)]+)\)|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(text.slice(last, match.index)));
    if (match[1] && match[2]) {
      const external = /^https?:/.test(match[2]);
      nodes.push(element('link', [textNode(match[1])], { fields: { url: match[2], newTab: external, linkType: 'custom' } }));
    } else if (match[3]) nodes.push(textNode(match[3], 1));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(textNode(text.slice(last)));
  return nodes;
}

export type RichBlock = string | { h2: string } | { h3: string } | { ul: string[] } | { ol: string[] } | { quote: string } | { table: string[][] };

/** Header states of Lexical's table cells: the first row heads the columns, the first cell of each row heads its row. */
const HEADER_ROW = 1;
const HEADER_COLUMN = 2;

/** A table (Lexical's table feature): the first row is the column headers, the first column the row headers. */
function table(rows: string[][]): Node {
  return element(
    'table',
    rows.map((cells, r) =>
      element(
        'tablerow',
        cells.map((cell, c) =>
          element('tablecell', [element('paragraph', inline(cell), { textFormat: 0, textStyle: '' })], {
            headerState: r === 0 ? HEADER_ROW : c === 0 ? HEADER_COLUMN : 0,
            colSpan: 1,
            rowSpan: 1,
            backgroundColor: null,
          }),
        ),
      ),
    ),
  );
}

/** Lexical editor state from paragraphs (strings), headings, lists, quotes and tables. */
export function rt(...blocks: RichBlock[]) {
  const children = blocks.map((block): Node => {
    if (typeof block === 'string') return element('paragraph', inline(block), { textFormat: 0, textStyle: '' });
    if ('h2' in block) return element('heading', inline(block.h2), { tag: 'h2' });
    if ('h3' in block) return element('heading', inline(block.h3), { tag: 'h3' });
    if ('quote' in block) return element('quote', inline(block.quote));
    if ('table' in block) return table(block.table);
    const ordered = 'ol' in block;
    const items = ordered ? block.ol : block.ul;
    return element(
      'list',
      items.map((item, i) => element('listitem', inline(item), { value: i + 1 })),
      { listType: ordered ? 'number' : 'bullet', tag: ordered ? 'ol' : 'ul', start: 1 },
    );
  });
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } };
}
