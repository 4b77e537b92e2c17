/**
 * Draws a production site's passport as a tagged PDF (PDF/UA-style, opened by lib/platform/pdf/tagged-document.ts)
 * from texts that are already in the reader's language: the structure tree follows the reading order (title, lead, the stale warning, each section's heading
 * and its table or paragraphs, the QR code figure with its alternative text and the address printed beside it),
 * decorations and page numbers are artifacts, the catalog names the language and the viewer shows the title.
 *
 * No `server-only` and nothing of Next or Payload: it runs inside a worker thread (render-worker.ts) and in unit
 * tests as it is.
 */
import QRCode from 'qrcode';
import type { FontSet } from '../../../platform/pdf/fonts';
import { openTaggedPdf } from '../../../platform/pdf/tagged-document';

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
  fonts: FontSet;
  /** The creation time written into the file (ISO 8601): when it was generated. */
  createdAt: string;
};

const COLORS = { text: '#1a1a1a', muted: '#4b5560', accent: '#0b4f8a', rule: '#c9d2da', warning: '#8a4b00', warningBg: '#fff4e0', head: '#eef3f8' };
const SIZE = { title: 17, site: 13, body: 9.5, small: 8, h2: 11.5 };
const MARGIN = { top: 56, bottom: 60, left: 50, right: 50 };

/** Builds the PDF; resolves with its bytes. */
export async function renderPassport(input: PassportInput): Promise<Buffer> {
  const pdf = openTaggedPdf({
    lang: input.lang,
    title: input.title,
    author: input.issuer,
    subject: input.siteName.text,
    fonts: input.fonts,
    margins: MARGIN,
    createdAt: new Date(input.createdAt),
  });
  const { doc, root, width, block, ensureSpace } = pdf;

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
  pdf.numberPages((page, total) => input.pageLabel.replace('{page}', String(page)).replace('{total}', String(total)), {
    fontSize: SIZE.small,
    color: COLORS.muted,
  });
  return pdf.finish();

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
    const colors = { rule: COLORS.rule, head: COLORS.head };
    if (section.kind === 'facts') {
      pdf.table({ rows: section.rows.map((row) => [row.label, row.value.text]), shares: [0.38, 0.62], colors, shadeRowHeaders: true });
    } else {
      pdf.table({ columns: section.columns, rows: section.rows, shares: utilityColumns(section.columns.length), colors });
    }
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
}

/** The utility table's column shares: the name, then availability, capacity, source and the verification date. */
function utilityColumns(count: number): number[] {
  const shares = [0.23, 0.11, 0.2, 0.29, 0.17];
  return count === shares.length ? shares : Array.from({ length: count }, () => 1 / count);
}
