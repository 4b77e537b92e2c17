/**
 * Draws one of the seed's demo documents (the files behind the pages' document links) as a tagged PDF in one
 * language, with the portal's shared tagged-PDF setup (lib/platform/pdf): the title is the Info /Title and the H1, the
 * language is the catalog's, and headings, paragraphs, lists and tables are structure elements in reading order. A
 * presentation is drawn landscape, one slide a page.
 */
import { fontsFor } from '../../../lib/platform/pdf/fonts';
import { openTaggedPdf } from '../../../lib/platform/pdf/tagged-document';
import type { SeedLocale } from '../localize';

/**
 * A part of a document: a paragraph (a string), a heading, a list, a table whose first row heads the columns (and
 * whose first cell heads its row), or on a presentation the start of the next slide.
 */
export type DocumentBlock =
  | string
  | { h2: string }
  | { h3: string }
  | { ul: string[] }
  | { ol: string[] }
  | { table: string[][]; shares?: number[] }
  | { slide: string };

/** A document's text in one language. */
export type DocumentText = {
  title: string;
  /** A line under the title: the edition, the act's subject. */
  subtitle?: string;
  /** Who issues or adopted it, printed above the title. */
  issuer: string;
  blocks: DocumentBlock[];
};

export type DocumentSpec = {
  /** The name of the seed's `pdf(name, …)` marker, and the file's name. */
  name: string;
  kind: 'document' | 'presentation';
  /** The date written into the file as its creation date (ISO 8601). */
  date: string;
  texts: Record<SeedLocale, DocumentText>;
};

const COLORS = { text: '#1a1a1a', muted: '#4b5560', accent: '#0b4f8a', rule: '#c9d2da', head: '#eef3f8', band: '#0b4f8a' };
/** Type sizes; a presentation's slides are read from a screen, so their text is larger. */
const SIZES = {
  document: { issuer: 8.5, title: 18, subtitle: 11.5, h2: 12.5, h3: 11, body: 10, small: 8 },
  presentation: { issuer: 10, title: 28, subtitle: 15, h2: 20, h3: 15, body: 13, small: 9 },
};
const MARGINS = {
  document: { top: 60, bottom: 64, left: 64, right: 56 },
  presentation: { top: 54, bottom: 54, left: 60, right: 60 },
};

const PAGE_LABEL: Record<SeedLocale, (page: number, total: number) => string> = {
  ru: (page, total) => `Страница ${page} из ${total}`,
  en: (page, total) => `Page ${page} of ${total}`,
  tr: (page, total) => `Sayfa ${page} / ${total}`,
  zh: (page, total) => `第 ${page} 页，共 ${total} 页`,
};

/** The document in `lang`; resolves with the PDF's bytes. */
export async function renderSeedDocument(spec: DocumentSpec, lang: SeedLocale): Promise<Buffer> {
  const text = spec.texts[lang];
  const presentation = spec.kind === 'presentation';
  const margins = MARGINS[spec.kind];
  const size = SIZES[spec.kind];
  const pdf = openTaggedPdf({
    lang,
    title: text.title,
    author: text.issuer,
    subject: text.subtitle,
    fonts: fontsFor(lang, JSON.stringify(text)),
    margins,
    layout: presentation ? 'landscape' : 'portrait',
    createdAt: new Date(spec.date),
  });
  const { doc, root, width, block, ensureSpace } = pdf;

  /** The accent band at the top of a slide: decoration only. */
  const band = () => {
    doc.markContent('Artifact', { type: 'Layout' });
    doc.rect(0, 0, doc.page.width, 14).fill(COLORS.band);
    doc.endMarkedContent();
    doc.y = margins.top;
  };

  if (presentation) band();
  doc.font('regular').fontSize(size.issuer).fillColor(COLORS.muted);
  block('P', text.issuer);
  doc.moveDown(presentation ? 3 : 0.8);
  doc.font('bold').fontSize(size.title).fillColor(COLORS.accent);
  block('H1', text.title, { lineGap: 2 });
  if (text.subtitle) {
    doc.moveDown(0.3);
    doc.font('regular').fontSize(size.subtitle).fillColor(COLORS.text);
    block('P', text.subtitle);
  }
  doc.moveDown(presentation ? 1.2 : 1);

  for (const part of text.blocks) {
    if (typeof part === 'string') {
      doc.font('regular').fontSize(size.body).fillColor(COLORS.text);
      ensureSpace(3 * (size.body + 4));
      block('P', part, { lineGap: 2, paragraphGap: 5, align: 'justify' });
    } else if ('slide' in part) {
      doc.addPage();
      band();
      doc.font('bold').fontSize(size.h2).fillColor(COLORS.accent);
      block('H2', part.slide);
      doc.moveDown(0.8);
    } else if ('h2' in part || 'h3' in part) {
      const level = 'h2' in part ? 'H2' : 'H3';
      const heading = 'h2' in part ? part.h2 : part.h3;
      doc.font('bold').fontSize(level === 'H2' ? size.h2 : size.h3);
      // A heading is kept with at least three lines of what follows it.
      ensureSpace(doc.heightOfString(heading, { width }) + 4 * (size.body + 4));
      doc.moveDown(level === 'H2' ? 0.6 : 0.3);
      doc.fillColor(level === 'H2' ? COLORS.accent : COLORS.text);
      block(level, heading);
      doc.moveDown(0.3);
    } else if ('ul' in part || 'ol' in part) {
      const items = 'ul' in part ? part.ul : part.ol;
      doc.font('regular').fontSize(size.body).fillColor(COLORS.text);
      ensureSpace(2 * (size.body + 4));
      const list = doc.struct('L');
      root.add(list);
      doc.list(items, margins.left + 4, doc.y, {
        width: width - 4,
        listType: 'ul' in part ? 'bullet' : 'numbered',
        structParent: list,
        lineGap: 2,
        paragraphGap: 3,
      } as never);
      list.end();
      doc.x = margins.left;
      doc.moveDown(0.5);
    } else {
      const [columns, ...rows] = part.table;
      const count = columns?.length ?? 1;
      doc.font('regular').fontSize(size.body).fillColor(COLORS.text);
      ensureSpace(3 * (size.body + 12));
      pdf.table({
        columns,
        rows,
        shares: part.shares ?? Array.from({ length: count }, () => 1 / count),
        colors: { rule: COLORS.rule, head: COLORS.head },
      });
      doc.moveDown(0.8);
    }
  }

  pdf.numberPages(PAGE_LABEL[lang], { fontSize: size.small, color: COLORS.muted });
  return pdf.finish();
}
