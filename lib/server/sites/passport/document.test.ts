import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePdfString, pdfTags, taggedPdfProblems } from '@/testing/tagged-pdf';
import { renderPassport, type PassportInput } from './document';
import { FONT_SETS } from '../../../platform/pdf/fonts';

/** The drawing alone, from texts already in the reader's language (the fonts are Debian's, see lib/platform/pdf/fonts.ts). */
const input = (over: Partial<PassportInput> = {}): PassportInput => ({
  lang: 'ru',
  title: 'Паспорт площадки «Промплощадка Север»',
  siteName: { text: 'Промплощадка Север' },
  issuer: 'Инвестиционный портал Красноярского края',
  generated: 'Сформирован 27 ноября 2026 г.',
  staleNote: null,
  sections: [
    { kind: 'facts', heading: 'Основные сведения', rows: [{ label: 'Площадь', value: { text: '12,5 га' } }] },
    {
      kind: 'table',
      heading: 'Инженерная инфраструктура',
      columns: ['Ресурс', 'Наличие', 'Свободная мощность', 'Источник данных', 'Дата проверки'],
      rows: [['Электроснабжение', 'Да', '5 МВт, 10 кВ', 'ПАО «Россети Сибирь»', '12 марта 2026 г.']],
    },
    { kind: 'text', heading: 'Инфраструктура', paragraphs: [{ text: 'Подъездная дорога с твёрдым покрытием.' }, { text: 'Site access road.', lang: 'en' }] },
  ],
  qr: { heading: 'Страница площадки на портале', url: 'https://invest.example.org/investicionnie-ploshadki/proizvodstvennie-ploshadki/sever', alt: 'QR-код со ссылкой на страницу площадки', caption: 'Откройте адрес:' },
  pageLabel: 'Страница {page} из {total}',
  fonts: FONT_SETS.latin.fonts,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

const latin1 = (pdf: Buffer) => pdf.toString('latin1');

/** The page content streams, inflated (pdfkit compresses them): where marked content and artifacts are written. */
function contentStreams(pdf: Buffer): string {
  return [...latin1(pdf).matchAll(/\/FlateDecode\s*>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
}

describe('renderPassport', () => {
  it('writes a tagged PDF: marked, a structure tree, the language, the title shown by viewers', async () => {
    const pdf = await renderPassport(input());
    expect(taggedPdfProblems(pdf)).toEqual([]);
    expect(pdfTags(pdf)).toMatchObject({ lang: 'ru', title: 'Паспорт площадки «Промплощадка Север»', displayDocTitle: true });
    // pdfkit's PDF/UA part of the XMP metadata.
    expect(latin1(pdf)).toMatch(/pdfuaid:part>1</);
    expect(latin1(pdf)).toMatch(/<dc:language><rdf:Bag><rdf:li>ru<\/rdf:li>/);
  });

  it('tags the title, headings, tables with header cells, the figure with its alternative text and the link', async () => {
    const text = latin1(await renderPassport(input()));
    for (const type of ['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD', 'Figure', 'Link']) {
      expect(text, type).toMatch(new RegExp(`/S /${type}\\b`));
    }
    expect(text).toMatch(/\/Scope \/Column/);
    expect(text).toMatch(/\/Scope \/Row/);
    // The figure carries its alternative text.
    const alt = /\/S \/Figure\s*\/Alt\s*(\((?:\\[\s\S]|[^\\)])*\))/.exec(text);
    expect(alt && decodePdfString(alt[1]!)).toBe('QR-код со ссылкой на страницу площадки');
    // A paragraph in another language than the document's says so.
    expect(text).toMatch(/\/Lang \(en\)/);
    // Every font is embedded (PDF/UA): no standard font is referenced.
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('prints the stale warning only when the data may be out of date', async () => {
    const fresh = await renderPassport(input());
    const stale = await renderPassport(input({ staleNote: 'Данные могут быть устаревшими.' }));
    // One paragraph more in the structure tree, and a longer file.
    const paragraphs = (pdf: Buffer) => latin1(pdf).match(/\/S \/P\b/g)!.length;
    expect(paragraphs(stale)).toBe(paragraphs(fresh) + 1);
  });

  it('draws Chinese with the CJK font, which embeds its subset', async () => {
    const pdf = await renderPassport(
      input({ lang: 'zh', title: '场地护照：北方工业场地', siteName: { text: 'Промплощадка Север', lang: 'ru' }, fonts: FONT_SETS.cjk.fonts }),
    );
    expect(taggedPdfProblems(pdf)).toEqual([]);
    expect(pdfTags(pdf)).toMatchObject({ lang: 'zh', title: '场地护照：北方工业场地' });
    expect(latin1(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
  });

  it('numbers the pages of a long passport as artifacts', async () => {
    const long = { kind: 'text' as const, heading: 'Описание', paragraphs: Array.from({ length: 40 }, (_, i) => ({ text: `Абзац ${i + 1}. ${'Текст описания площадки. '.repeat(12)}` })) };
    const pdf = await renderPassport(input({ sections: [long] }));
    const text = latin1(pdf);
    expect(Number(/\/Count (\d+)/.exec(text)![1])).toBeGreaterThan(1);
    expect(contentStreams(pdf)).toMatch(/\/Artifact <<\s*\/Type \/Pagination\s*>> BDC/);
    // The body text is marked content of its structure elements, not an artifact.
    expect(contentStreams(pdf)).toMatch(/\/P <<\s*\/MCID \d+\s*>> BDC/);
  });
});
