import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Payload } from 'payload';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkSeedModule, describeHit, parseRejected } from '@/messages/glossary-check';
import { pdfTags, taggedPdfProblems } from '@/testing/tagged-pdf';
import { pruneSeedDocuments, SEED_DOCUMENTS, seedDocument, seedDocumentFilename } from './documents';
import { type DocumentSpec, renderSeedDocument } from './documents/render';
import { SEED_COLLECTIONS, SEED_GLOBALS } from './index';
import { type DocumentRef, LOCALES, markerOf, type SeedLocale } from './localize';

/** Every `pdf(name, title)` marker in the demo content. */
function documentMarkers(value: unknown, found: DocumentRef[] = []): DocumentRef[] {
  if (markerOf(value) === 'document') found.push(value as DocumentRef);
  else if (Array.isArray(value)) for (const v of value) documentMarkers(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) documentMarkers(v, found);
  return found;
}

/**
 * What poppler (Debian's poppler-utils, installed by scripts/ensure-pdf-tools.sh) reads from the file: `pdfinfo`'s
 * fields, its XMP metadata and `pdftotext`'s text — an independent reader, not the code that wrote the file.
 */
const folder = mkdtempSync(join(tmpdir(), 'seed-documents-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
function poppler(pdf: Buffer, name: string) {
  const path = join(folder, name);
  writeFileSync(path, pdf);
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const field = (key: string) => new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(info)?.[1]?.trim() ?? null;
  return {
    tagged: field('Tagged'),
    title: field('Title'),
    pages: Number(field('Pages')),
    pageSize: field('Page size'),
    xmp: execFileSync('pdfinfo', ['-meta', path], { encoding: 'utf8' }),
    text: execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }),
  };
}

/** Text without any white space: a title wrapped over lines (or Chinese, which has no spaces) compares whole. */
const solid = (text: string) => text.replace(/\s+/g, '');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const HAN = /\p{Script=Han}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
const LATIN = /\p{Script=Latin}/gu;

/** Each document link of the demo content: its link text and subtitle (localized values) and the document's name. */
type Link = { name: string; title: Partial<Record<SeedLocale, string>>; subtitle: Partial<Record<SeedLocale, string>> };
const localizedValues = (value: unknown) =>
  markerOf(value) === 'localized' ? (value as { values: Partial<Record<SeedLocale, string>> }).values : {};
function documentLinks(value: unknown, found: Link[] = []): Link[] {
  if (Array.isArray(value)) for (const v of value) documentLinks(v, found);
  else if (value && typeof value === 'object' && !markerOf(value)) {
    const { file, title, subtitle } = value as Record<string, unknown>;
    if (markerOf(file) === 'document') {
      found.push({ name: (file as DocumentRef).name, title: localizedValues(title), subtitle: localizedValues(subtitle) });
    }
    for (const v of Object.values(value)) documentLinks(v, found);
  }
  return found;
}

/**
 * The words a link text is recognised by: for Chinese the pairs of adjacent Han characters, for the other languages
 * the first five letters of each word of four letters or more (Russian and Turkish inflect their endings).
 */
function keys(text: string, lang: SeedLocale): string[] {
  if (lang === 'zh') {
    const han = text.match(HAN) ?? [];
    return han.slice(1).map((char, i) => `${han[i]}${char}`);
  }
  return (text.toLocaleLowerCase(lang).match(/[\p{L}\p{N}-]{4,}/gu) ?? []).map((word) => word.slice(0, 5));
}

const cases = [...SEED_DOCUMENTS.values()].flatMap((spec) => LOCALES.map((lang) => [`${spec.name} (${lang})`, spec, lang] as const));

describe('the seed’s demo documents', () => {
  it('has a document for every pdf() link of the demo content, and none unlinked', () => {
    const names = [...new Set(documentMarkers([SEED_COLLECTIONS, SEED_GLOBALS]).map((marker) => marker.name))].sort();
    expect(names.length).toBeGreaterThan(5);
    expect([...SEED_DOCUMENTS.keys()].sort()).toEqual(names);
  });

  const links = documentLinks([SEED_COLLECTIONS, SEED_GLOBALS]);
  it.each(links.flatMap((link) => LOCALES.filter((lang) => link.title[lang]).map((lang) => [link.name, lang, link] as const)))(
    'the link text of %s in %s names the document it opens, and no other',
    (name, lang, link) => {
      const linkKeys = keys(`${link.title[lang]} ${link.subtitle[lang] ?? ''}`, lang).filter((key) => !/^pdf$/i.test(key));
      expect(linkKeys.length).toBeGreaterThan(0);
      /** The share of the link's words that the document's title and subtitle do not have. */
      const unmatched = (spec: DocumentSpec) => {
        const text = spec.texts[lang];
        const documentKeys = new Set(keys(`${text.title} ${text.subtitle ?? ''}`, lang));
        return linkKeys.filter((key) => !documentKeys.has(key)).length / linkKeys.length;
      };
      const linked = unmatched(SEED_DOCUMENTS.get(name)!);
      // Nearly all of what the link says is in the document's title or subtitle (a link may be shorter or word it a
      // little differently), and the link fits its own document better than any other.
      expect(linked, `${link.title[lang]} → ${SEED_DOCUMENTS.get(name)!.texts[lang].title}`).toBeLessThanOrEqual(0.2);
      for (const other of SEED_DOCUMENTS.values()) {
        if (other.name !== name) expect(unmatched(other), `${link.title[lang]} also fits ${other.name}`).toBeGreaterThan(linked);
      }
    },
  );

  it.each(cases)(
    '%s is a tagged PDF in its language, titled, with the text of the link',
    async (_, spec: DocumentSpec, lang: SeedLocale) => {
      const text = spec.texts[lang];
      const pdf = await renderSeedDocument(spec, lang);
      expect(taggedPdfProblems(pdf)).toEqual([]);
      expect(pdfTags(pdf)).toMatchObject({ lang, title: text.title, marked: true, displayDocTitle: true });

      const read = poppler(pdf, `${spec.name}-${lang}.pdf`);
      expect(read.tagged).toBe('yes');
      expect(read.title).toBe(text.title);
      expect(read.xmp).toContain(`<rdf:li>${lang}</rdf:li>`);
      expect(read.xmp).toMatch(/pdfuaid:part>1</);
      // The title is printed on the first page, and every heading of the document is in its text.
      expect(solid(read.text)).toContain(solid(text.title));
      for (const block of text.blocks) {
        const heading = typeof block === 'object' && ('h2' in block ? block.h2 : 'slide' in block ? block.slide : undefined);
        if (heading) expect(solid(read.text)).toContain(solid(heading));
      }
      if (spec.kind === 'presentation') {
        // Slides: landscape A4 pages, one a section.
        expect(read.pages).toBeGreaterThanOrEqual(4);
        expect(read.pageSize).toMatch(/^841\.89 x 595\.28 pts/);
      }

      // The text is in the document's language: Chinese extracts as Chinese characters (the CJK font maps its glyphs
      // back to Unicode), Russian as Cyrillic, English and Turkish as Latin, with no Russian left over.
      const body = read.text.replace(/[\d\s\p{P}\p{S}]/gu, '');
      if (lang === 'zh') expect(count(body, HAN) / body.length).toBeGreaterThan(0.6);
      else if (lang === 'ru') expect(count(body, CYRILLIC) / body.length).toBeGreaterThan(0.8);
      else expect(count(body, LATIN) / body.length).toBeGreaterThan(0.95);
      if (lang !== 'ru') expect(read.text).not.toMatch(CYRILLIC);
    },
    60_000,
  );

  it('tags headings, paragraphs, lists and tables as structure elements', async () => {
    const tags = (pdf: Buffer) => new Set([...pdf.toString('latin1').matchAll(/\/S \/(\w+)/g)].map((match) => match[1]));
    const presentation = tags(await renderSeedDocument(SEED_DOCUMENTS.get('region-presentation')!, 'en'));
    for (const type of ['Document', 'H1', 'H2', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Table', 'TR', 'TH', 'TD']) {
      expect(presentation, type).toContain(type);
    }
    const declaration = await renderSeedDocument(SEED_DOCUMENTS.get('investment-declaration')!, 'ru');
    expect(tags(declaration)).toContain('H2');
  }, 60_000);

  it.each(['law.ts', 'region.ts'])('names every concept of documents/%s with the glossary’s term (docs/glossary.md)', async (file) => {
    const source = join(__dirname, 'documents', file);
    const exports = (await import(source)) as Record<string, unknown>;
    const rejected = parseRejected(readFileSync(join(__dirname, '../../docs/glossary.md'), 'utf8'));
    expect(checkSeedModule(rejected, exports, readFileSync(source, 'utf8'), `cms/seed/documents/${file}`).map(describeHit)).toEqual([]);
  });

  it('names a file by its content: the same text keeps its file, a changed text gets a new one', () => {
    const spec = SEED_DOCUMENTS.get('investment-declaration')!;
    const filename = seedDocumentFilename(spec, 'ru');
    expect(filename).toMatch(/^investment-declaration-ru-h[0-9a-f]{10}\.pdf$/);
    expect(seedDocumentFilename(spec, 'ru')).toBe(filename);
    expect(seedDocumentFilename(spec, 'en')).not.toBe(filename);
    const changed = { ...spec, texts: { ...spec.texts, ru: { ...spec.texts.ru, title: `${spec.texts.ru.title} (изм.)` } } };
    expect(seedDocumentFilename(changed, 'ru')).not.toBe(filename);
  });

  it('deletes the files of older seeds once the links point at the current ones, and no other upload', async () => {
    const spec = SEED_DOCUMENTS.get('region-presentation')!;
    const files = [
      'region-presentation.pdf', // the one-line placeholder of earlier seeds
      'region-presentation-ru-0123456789.pdf', // an older text
      seedDocumentFilename(spec, 'ru'),
      seedDocumentFilename(spec, 'zh'),
      'region-presentation-ru-0123456789-1.pdf', // an editor's upload of a downloaded copy
      'my-region-presentation.pdf',
      'annual-report.pdf',
      seedDocumentFilename(spec, 'en').replace('.pdf', '-1.pdf'), // the current file, stored under a taken name
      'region-presentation-ru-h0123456789-2.pdf', // an older text, stored under a taken name
      'region-presentation-tr-h0123456789.pdf', // an older text, still linked from an editor's page
    ];
    const remove = vi.fn(async ({ id }: { id: number }) => {
      if (id === 9) throw Object.assign(new Error('NOT NULL constraint failed'), { status: 500 });
      return {};
    });
    const warn = vi.fn();
    const payload = {
      find: async () => ({ docs: files.map((filename, id) => ({ id, filename })) }),
      delete: remove,
      logger: { warn },
    } as unknown as Payload;
    expect(await pruneSeedDocuments(payload)).toBe(3);
    expect(remove.mock.calls.map(([call]) => call)).toEqual([0, 1, 8, 9].map((id) => ({ collection: 'documents', id })));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('finds its file stored under a taken name («-1» added) instead of drawing it again', async () => {
    const spec = SEED_DOCUMENTS.get('region-presentation')!;
    const stored = seedDocumentFilename(spec, 'ru').replace('.pdf', '-1.pdf');
    const create = vi.fn();
    const payload = {
      find: async () => ({ docs: [{ id: 5, filename: `${stored.slice(0, -'-1.pdf'.length)}x.pdf` }, { id: 7, filename: stored, title: spec.texts.ru.title }] }),
      create,
      update: vi.fn(),
    } as unknown as Payload;
    expect(await seedDocument(payload, 'region-presentation', 'ru')).toBe(7);
    expect(create).not.toHaveBeenCalled();
    expect(payload.update).not.toHaveBeenCalled();
  });

  it('gives a file in another language a Russian title naming its version, for the Russian back office’s list', async () => {
    const spec = SEED_DOCUMENTS.get('investment-declaration')!;
    const russian = `${spec.texts.ru.title} (английская версия)`;
    // Made now: created under its English title, then named in Russian.
    const made = { find: async () => ({ docs: [] }), create: vi.fn(async () => ({ id: 3 })), update: vi.fn() } as unknown as Payload;
    expect(await seedDocument(made, 'investment-declaration', 'en')).toBe(3);
    expect(made.create).toHaveBeenCalledWith(expect.objectContaining({ data: { title: spec.texts.en.title }, locale: 'en' }));
    expect(made.update).toHaveBeenCalledWith(expect.objectContaining({ id: 3, data: { title: russian }, locale: 'ru' }));
    // Stored by an earlier seed with its English title only (no Russian one): named in Russian once, then left alone.
    const filename = seedDocumentFilename(spec, 'en');
    const stored = { find: async () => ({ docs: [{ id: 4, filename, title: null }] }), create: vi.fn(), update: vi.fn() } as unknown as Payload;
    expect(await seedDocument(stored, 'investment-declaration', 'en')).toBe(4);
    expect(stored.update).toHaveBeenCalledWith(expect.objectContaining({ id: 4, data: { title: russian }, locale: 'ru' }));
    const named = { find: async () => ({ docs: [{ id: 4, filename, title: russian }] }), create: vi.fn(), update: vi.fn() } as unknown as Payload;
    await seedDocument(named, 'investment-declaration', 'en');
    expect(named.update).not.toHaveBeenCalled();
    expect(stored.create).not.toHaveBeenCalled();
  });
});
