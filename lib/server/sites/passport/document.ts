/**
 * Draws a production site's passport as a tagged PDF (PDF/UA-style) from texts that are already in the reader's
 * language: the structure tree follows the reading order (title, lead, the stale warning, each section's heading
 * and its table or paragraphs, the QR code figure with its alternative text and the address printed beside it),
 * decorations and page numbers are artifacts, the catalog names the language and the viewer shows the title.
 *
 * No `server-only` and nothing of Next or Payload: it runs inside a worker thread (render-worker.ts) and in unit
 * tests as it is.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** A font file: a TrueType/OpenType file, or a collection (.ttc) and the PostScript name of the face in it. */
export type PassportFont = { path: string; family?: string };

/** A text that may be in another language than the document (a Russian text shown for lack of a translation). */
export type PassportText = { text: string; lang?: string };

export type PassportSection =
  | { kind: 'facts'; heading: string; rows: Array<{ label: string; value: PassportText }> }
  | { kind: 'table'; heading: string; columns: string[]; rows: string[][] }
  | { kind: 'text'; heading: string; paragraphs: PassportText[] };

/** Plain data only (it is posted to a worker thread). */
export type PassportInput = {
  /** BCP 47 language of the document (`ru`, `en`, `tr`, `zh`). */
  lang: string;
  /** The document's title: the Info dictionary's /Title (shown by viewers) and the H1. */
  title: string;
  /** The site's name under the title (its own language when it fell back to Russian). */
  siteName: PassportText;
  /** Who issues it, e.g. the portal's name. */
  issuer: string;
  /** "Generated on …". */
  generated: string;
  /** The warning shown when the site's utility data may be out of date; null when it is current. */
  staleNote: string | null;
  sections: PassportSection[];
  qr: { heading: string; url: string; alt: string; caption: string };
  /** The footer's page number, with `{page}` and `{total}` put in ("Page {page} of {total}"). */
  pageLabel: string;
  fonts: { regular: PassportFont; bold: PassportFont };
  /** The creation time written into the file (ISO 8601): when it was generated. */
  createdAt: string;
};

const COLORS = { text: '#1a1a1a', muted: '#4b5560', accent: '#0b4f8a', rule: '#c9d2da', warning: '#8a4b00', warningBg: '#fff4e0', head: '#eef3f8' };
const SIZE = { title: 17, site: 13, body: 9.5, small: 8, h2: 11.5 };
const MARGIN = { top: 56, bottom: 60, left: 50, right: 50 };

/** Builds the PDF; resolves with its bytes. */
export async function renderPassport(input: PassportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    pdfVersion: '1.7',
    // pdfkit's PDF/UA subset: XMP metadata with the pdfuaid part, and the title shown instead of the file name.
    subset: 'PDF/UA' as never,
    tagged: true,
    lang: input.lang,
    displayTitle: true,
    // No standard (non-embedded) font is ever loaded: PDF/UA wants every font embedded (ours are registered below).
    font: null,
    info: { Title: input.title, Author: input.issuer, Subject: input.siteName.text, Creator: input.issuer, CreationDate: new Date(input.createdAt) },
  } as unknown as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The language in the XMP metadata too (pdfkit writes it only to the catalog's /Lang), where `pdfinfo -meta` shows it.
  doc.appendXML(
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:language><rdf:Bag><rdf:li>${input.lang.replace(/[^A-Za-z0-9-]/g, '')}</rdf:li></rdf:Bag></dc:language></rdf:Description>`,
  );
  doc.registerFont('regular', input.fonts.regular.path, input.fonts.regular.family);
  doc.registerFont('bold', input.fonts.bold.path, input.fonts.bold.family);
  doc.font('regular');
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const at = () => ({ x: MARGIN.left, y: doc.y });

  /** A paragraph-like element (H1, H2, P) with its own language when it differs from the document's. */
  const block = (type: string, text: string, options: PDFKit.Mixins.TextOptions = {}, lang?: string) => {
    const { x, y } = at();
    root.add(
      doc.struct(type, lang && lang !== input.lang ? { lang } : {}, () => {
        doc.text(text, x, y, { width, ...options });
      }),
    );
  };
  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN.bottom) doc.addPage();
  };

  // Title, the site, who issues it and when.
  doc.font('bold').fontSize(SIZE.title).fillColor(COLORS.accent);
  block('H1', input.title);
  doc.moveDown(0.2);
  doc.font('bold').fontSize(SIZE.site).fillColor(COLORS.text);
  block('P', input.siteName.text, {}, input.siteName.lang);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted);
  block('P', `${input.issuer} · ${input.generated}`);
  doc.moveDown(0.6);

  if (input.staleNote) {
    doc.font('bold').fontSize(SIZE.body);
    const height = doc.heightOfString(input.staleNote, { width: width - 16 }) + 12;
    ensureSpace(height + 8);
    const top = doc.y;
    doc.markContent('Artifact', { type: 'Layout' });
    doc.rect(MARGIN.left, top, width, height).fillAndStroke(COLORS.warningBg, COLORS.warning);
    doc.endMarkedContent();
    doc.fillColor(COLORS.warning);
    root.add(
      doc.struct('P', {}, () => {
        doc.text(input.staleNote!, MARGIN.left + 8, top + 6, { width: width - 16 });
      }),
    );
    doc.y = top + height + 10;
  }

  for (const section of input.sections) {
    heading(section.heading);
    if (section.kind === 'text') {
      doc.font('regular').fontSize(SIZE.body).fillColor(COLORS.text);
      for (const paragraph of section.paragraphs) {
        block('P', paragraph.text, { lineGap: 1.5, paragraphGap: 4 }, paragraph.lang);
      }
    } else {
      table(section);
    }
    doc.moveDown(0.8);
  }

  await qrBlock();
  pageNumbers();
  root.end();
  doc.end();
  return done;

  function heading(text: string) {
    doc.font('bold').fontSize(SIZE.h2);
    // A heading is kept with at least three lines of what follows it.
    ensureSpace(doc.heightOfString(text, { width }) + 4 * (SIZE.body + 4));
    doc.fillColor(COLORS.accent);
    block('H2', text);
    doc.moveDown(0.3);
  }

  function table(section: Extract<PassportSection, { kind: 'facts' | 'table' }>) {
    doc.font('regular').fontSize(SIZE.body).fillColor(COLORS.text);
    const cell = { border: 0.5, borderColor: COLORS.rule, padding: 4 };
    const data =
      section.kind === 'facts'
        ? section.rows.map((row) => [
            { ...cell, text: row.label, type: 'TH', scope: 'Row', font: { src: 'bold' }, backgroundColor: COLORS.head },
            { ...cell, text: row.value.text },
          ])
        : [
            section.columns.map((text) => ({ ...cell, text, type: 'TH', scope: 'Column', font: { src: 'bold' }, backgroundColor: COLORS.head })),
            ...section.rows.map((row) =>
              row.map((text, i) => (i === 0 ? { ...cell, text, type: 'TH', scope: 'Row', font: { src: 'bold' } } : { ...cell, text })),
            ),
          ];
    const columns = section.kind === 'facts' ? [0.38, 0.62] : utilityColumns(section.columns.length);
    doc.x = MARGIN.left;
    doc.table({
      structParent: root,
      position: { x: MARGIN.left, y: doc.y },
      maxWidth: width,
      columnStyles: columns.map((share) => ({ width: Math.floor(width * share) })),
      data,
    } as never);
    doc.x = MARGIN.left;
  }

  /** The QR code to the live page as a figure with its alternative text, the address printed beside it. */
  async function qrBlock() {
    const size = 110;
    heading(input.qr.heading);
    ensureSpace(size + 10);
    const top = doc.y;
    const { modules } = QRCode.create(input.qr.url, { errorCorrectionLevel: 'M' });
    // A quiet zone of four modules, as scanners expect.
    const cells = modules.size + 8;
    const unit = size / cells;
    root.add(
      doc.struct('Figure', { alt: input.qr.alt }, () => {
        doc.rect(MARGIN.left, top, size, size).fill('#ffffff');
        doc.fillColor('#000000');
        for (let row = 0; row < modules.size; row++) {
          for (let col = 0; col < modules.size; col++) {
            if (modules.get(row, col)) doc.rect(MARGIN.left + (col + 4) * unit, top + (row + 4) * unit, unit + 0.01, unit + 0.01);
          }
        }
        doc.fill('#000000');
      }),
    );
    const textX = MARGIN.left + size + 16;
    const textWidth = width - size - 16;
    doc.font('regular').fontSize(SIZE.body).fillColor(COLORS.text);
    root.add(
      doc.struct('P', {}, () => {
        doc.text(input.qr.caption, textX, top + 8, { width: textWidth });
      }),
    );
    doc.moveDown(0.3);
    const linkY = doc.y;
    doc.fillColor(COLORS.accent);
    const link = doc.struct('Link');
    root.add(link);
    link.add(
      doc.struct('Span', {}, () => {
        doc.text(input.qr.url, textX, linkY, { width: textWidth, underline: true });
      }),
    );
    // The printed address is also a link annotation, tied to the Link element so a screen reader finds it.
    const linkHeight = doc.y - linkY;
    doc.link(textX, linkY, Math.min(textWidth, doc.widthOfString(input.qr.url)), linkHeight, input.qr.url, { structParent: link } as never);
    link.end();
    doc.y = Math.max(doc.y, top + size) + 8;
    doc.x = MARGIN.left;
  }

  function pageNumbers() {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
      doc.page.margins.bottom = 0;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted);
      const label = input.pageLabel.replace('{page}', String(i - start + 1)).replace('{total}', String(count));
      doc.text(label, MARGIN.left, doc.page.height - bottom + 20, { width, align: 'right', lineBreak: false });
      doc.endMarkedContent();
      doc.page.margins.bottom = bottom;
    }
  }
}

/** The utility table's column shares: the name, then availability, capacity, source and the verification date. */
function utilityColumns(count: number): number[] {
  const shares = [0.23, 0.11, 0.2, 0.29, 0.17];
  return count === shares.length ? shares : Array.from({ length: count }, () => 1 / count);
}
