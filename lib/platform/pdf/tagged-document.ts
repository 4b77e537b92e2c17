/**
 * The portal's one way to open a tagged PDF (PDF/UA-style) with pdfkit: the catalog names the language (also in the
 * XMP metadata), viewers show the title instead of the file name, every font is embedded (Debian's, fonts.ts), and a
 * `Document` structure element is the root the drawing adds its headings, paragraphs, lists, tables and figures to in
 * reading order. Decorations and page numbers are artifacts. The site passports (lib/server/sites/passport) and the
 * seed's demo documents (cms/seed/documents) draw on it.
 *
 * No `server-only` and nothing of Next or Payload: it runs inside a worker thread, in the seed and in unit tests.
 */
import PDFDocument from 'pdfkit';
import type { FontSet } from './fonts';

export type Margins = { top: number; bottom: number; left: number; right: number };

export type TaggedPdfOptions = {
  /** BCP 47 language of the document (`ru`, `en`, `tr`, `zh`). */
  lang: string;
  /** The Info dictionary's /Title, shown by viewers. */
  title: string;
  /** Who issues it: the Info /Author and /Creator. */
  author: string;
  subject?: string;
  keywords?: string;
  fonts: FontSet;
  margins: Margins;
  layout?: 'portrait' | 'landscape';
  /** The creation time written into the file. */
  createdAt: Date;
};

export type TaggedPdf = {
  doc: PDFKit.PDFDocument;
  /** The `Document` structure element every part of the content is added to. */
  root: PDFKit.PDFStructureElement;
  /** The width between the left and right margins. */
  width: number;
  /**
   * Writes a paragraph-like element (H1, H2, P…) at the left margin under what came before, the full width; with its
   * own language when `lang` differs from the document's.
   */
  block(type: string, text: string, options?: PDFKit.Mixins.TextOptions, lang?: string): void;
  /**
   * A table at the left margin, the full width: `columns` (when given) is a row of column headers, the first cell of
   * each row heads its row (TH with their scopes, so a screen reader announces them with every cell).
   */
  table(table: TableSpec): void;
  /** Starts a new page when less than `height` is left above the bottom margin. */
  ensureSpace(height: number): void;
  /** Writes "page N of M" (or what `label` makes of them) at the bottom right of every page, as a pagination artifact. */
  numberPages(label: (page: number, total: number) => string, style: { fontSize: number; color: string }): void;
  /** Ends the structure tree and the document; resolves with its bytes. */
  finish(): Promise<Buffer>;
};

export type TableSpec = {
  columns?: string[];
  rows: string[][];
  /** Each column's share of the width. */
  shares: number[];
  colors: { rule: string; head: string };
  /** Row headers on the header background too (a two-column table of facts). */
  shadeRowHeaders?: boolean;
};

/** Opens a tagged A4 document with the fonts registered as `regular` and `bold` (the current font is `regular`). */
export function openTaggedPdf(options: TaggedPdfOptions): TaggedPdf {
  const { margins } = options;
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margins,
    bufferPages: true,
    pdfVersion: '1.7',
    // pdfkit's PDF/UA subset: XMP metadata with the pdfuaid part, and the title shown instead of the file name.
    subset: 'PDF/UA' as never,
    tagged: true,
    lang: options.lang,
    displayTitle: true,
    // No standard (non-embedded) font is ever loaded: PDF/UA wants every font embedded (ours are registered below).
    font: null,
    info: {
      Title: options.title,
      Author: options.author,
      Creator: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      ...(options.keywords ? { Keywords: options.keywords } : {}),
      CreationDate: options.createdAt,
    },
  } as unknown as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The language in the XMP metadata too (pdfkit writes it only to the catalog's /Lang), where `pdfinfo -meta` shows it.
  doc.appendXML(
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:language><rdf:Bag><rdf:li>${options.lang.replace(/[^A-Za-z0-9-]/g, '')}</rdf:li></rdf:Bag></dc:language></rdf:Description>`,
  );
  doc.registerFont('regular', options.fonts.regular.path, options.fonts.regular.family);
  doc.registerFont('bold', options.fonts.bold.path, options.fonts.bold.family);
  doc.font('regular');
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - margins.left - margins.right;

  return {
    doc,
    root,
    width,
    block(type, text, textOptions = {}, lang) {
      const x = margins.left;
      const y = doc.y;
      root.add(
        doc.struct(type, lang && lang !== options.lang ? { lang } : {}, () => {
          doc.text(text, x, y, { width, ...textOptions });
        }),
      );
    },
    table({ columns, rows, shares, colors, shadeRowHeaders = false }) {
      const cell = { border: 0.5, borderColor: colors.rule, padding: 4 };
      const head = { type: 'TH', font: { src: 'bold' } };
      const data = [
        ...(columns ? [columns.map((text) => ({ ...cell, ...head, text, scope: 'Column', backgroundColor: colors.head }))] : []),
        ...rows.map((row) =>
          row.map((text, i) =>
            i === 0 ? { ...cell, ...head, text, scope: 'Row', ...(shadeRowHeaders ? { backgroundColor: colors.head } : {}) } : { ...cell, text },
          ),
        ),
      ];
      doc.x = margins.left;
      doc.table({
        structParent: root,
        position: { x: margins.left, y: doc.y },
        maxWidth: width,
        columnStyles: shares.map((share) => ({ width: Math.floor(width * share) })),
        data,
      } as never);
      doc.x = margins.left;
    },
    ensureSpace(height) {
      if (doc.y + height > doc.page.height - margins.bottom) doc.addPage();
    },
    numberPages(label, style) {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        const bottom = doc.page.margins.bottom;
        // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
        doc.page.margins.bottom = 0;
        doc.markContent('Artifact', { type: 'Pagination' });
        doc.font('regular').fontSize(style.fontSize).fillColor(style.color);
        doc.text(label(i - start + 1, count), margins.left, doc.page.height - bottom + 20, { width, align: 'right', lineBreak: false });
        doc.endMarkedContent();
        doc.page.margins.bottom = bottom;
      }
    },
    finish() {
      root.end();
      doc.end();
      return done;
    },
  };
}
