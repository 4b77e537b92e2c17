import { describe, expect, it } from 'vitest';
import { pdfTags, taggedPdfProblems } from '@/testing/tagged-pdf';
import { SEED_COLLECTIONS, SEED_GLOBALS } from './index';
import { type DocumentRef, markerOf } from './localize';
import { seedDocumentPdf, simplePdf } from './pdf';

/** Every `pdf(name, title)` marker in the demo content. */
function documentMarkers(value: unknown, found: DocumentRef[] = []): DocumentRef[] {
  if (markerOf(value) === 'document') found.push(value as DocumentRef);
  else if (Array.isArray(value)) for (const v of value) documentMarkers(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) documentMarkers(v, found);
  return found;
}

describe('the seed PDFs', () => {
  const markers = documentMarkers([SEED_COLLECTIONS, SEED_GLOBALS]);

  it('finds the documents of the demo content', () => {
    expect(markers.length).toBeGreaterThan(5);
  });

  it.each(markers.map((m) => [m.name, m] as const))('%s is a tagged PDF with its title and language', (_, marker) => {
    const file = seedDocumentPdf(marker.title);
    expect(taggedPdfProblems(file)).toEqual([]);
    expect(pdfTags(file)).toMatchObject({ title: marker.title, lang: 'en' });
  });

  it('keeps a title in any script and escapes PDF syntax in the text', () => {
    const file = simplePdf(['Закон (2026)', 'a \\ b'], 'ru');
    expect(pdfTags(file)).toMatchObject({ title: 'Закон (2026)', lang: 'ru', marked: true, structTreeRoot: true });
    const text = file.toString('latin1');
    expect(text).toContain('(????? \\(2026\\)) Tj');
    expect(text).toContain('(a \\\\ b) Tj');
  });

  it('lists one structure element per line in reading order', () => {
    const pdf = simplePdf(['Title', 'First', 'Second']).toString('latin1');
    const kinds = [...pdf.matchAll(/\/Type \/StructElem \/S \/(\w+)[^>]*\/K (\d+)/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(kinds).toEqual(['H1:0', 'P:1', 'P:2']);
    expect(pdf).toMatch(/\/H1 <<\/MCID 0>> BDC[^]*?\(Title\)[^]*?EMC/);
  });
});
