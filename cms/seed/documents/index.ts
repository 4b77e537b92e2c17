/**
 * The demo documents behind the pages' document links (`pdf(name, title)` in cms/seed/data): each is written in the
 * four languages (region.ts, law.ts) and drawn as a tagged PDF (render.ts). The seed stores a file under a name
 * that carries the hash of what it shows, so a fresh start finds the file an earlier seed made and draws nothing,
 * and a changed text or drawing makes a new file instead of keeping the old one.
 */
import { createHash } from 'node:crypto';
import type { Payload } from 'payload';
import { LOCALES, type SeedLocale } from '../localize';
import { arcticLaws, gchpLaw, gchpProcedure, powerGridRule } from './law';
import { committeeMembers, committeeRegulations, investmentDeclaration, regionPresentation } from './region';
import { type DocumentSpec, renderSeedDocument } from './render';

export const SEED_DOCUMENTS: ReadonlyMap<string, DocumentSpec> = new Map(
  [regionPresentation, investmentDeclaration, committeeRegulations, committeeMembers, gchpLaw, gchpProcedure, ...arcticLaws, powerGridRule].map(
    (spec) => [spec.name, spec],
  ),
);

/** Bumped when the drawing changes in a way the texts do not show (layout, fonts): every file is then drawn again. */
const DRAWING_VERSION = 1;

export function seedDocumentSpec(name: string): DocumentSpec {
  const spec = SEED_DOCUMENTS.get(name);
  if (!spec) throw new Error(`Seed: no demo document "${name}" (cms/seed/documents)`);
  return spec;
}

/**
 * The file name of a document in one language: its name, the language and the hash of its content, after an «h» (a
 * name ending in digits would have them counted up, not a suffix added, by Payload when the file already exists).
 */
export function seedDocumentFilename(spec: DocumentSpec, lang: SeedLocale): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ DRAWING_VERSION, kind: spec.kind, date: spec.date, text: spec.texts[lang] }))
    .digest('hex')
    .slice(0, 10);
  return `${spec.name}-${lang}-h${hash}.pdf`;
}

/**
 * A stored file name as the seed gave it: Payload stores an upload whose name is already taken (a file an earlier
 * database left in the uploads folder, say) under the name with «-1», «-2»… added, which `base` strips.
 */
const STORED_COPY = /-\d+(?=\.pdf$)/;
const base = (filename: string) => filename.replace(STORED_COPY, '');

/**
 * The id of the `documents` entry holding the demo document `name` in `lang`, drawn and uploaded when no entry has
 * its current file. A page's document link holds a file per language (its upload field is localized): the seed links
 * each language's own.
 */
export async function seedDocument(payload: Payload, name: string, lang: SeedLocale = 'ru'): Promise<number | string> {
  const spec = seedDocumentSpec(name);
  const filename = seedDocumentFilename(spec, lang);
  const found = await payload.find({ collection: 'documents', where: { filename: { like: filename.slice(0, -'.pdf'.length) } }, pagination: false, depth: 0 });
  const stored = found.docs.find((doc) => doc.filename && base(doc.filename) === filename);
  const russianTitle = russianTitleOf(spec, lang);
  if (stored) {
    // A file an earlier seed stored with its own language's title only: the Russian back office listed it as «—».
    if (stored.title !== russianTitle) await payload.update({ collection: 'documents', id: stored.id, data: { title: russianTitle }, locale: 'ru', depth: 0 });
    return stored.id;
  }
  const data = await renderSeedDocument(spec, lang);
  const doc = await payload.create({
    collection: 'documents',
    data: { title: spec.texts[lang].title },
    file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
    locale: lang,
    depth: 0,
  });
  if (lang !== 'ru') await payload.update({ collection: 'documents', id: doc.id, data: { title: russianTitle }, locale: 'ru', depth: 0 });
  return doc.id;
}

/** Which version a file in another language is, as the Russian back office names it beside the document's title. */
const RUSSIAN_VERSION_NAMES: Record<Exclude<SeedLocale, 'ru'>, string> = { en: 'английская версия', tr: 'турецкая версия', zh: 'китайская версия' };

/**
 * The title an editor sees in the Russian back office: the document's Russian title, and for another language's file
 * which version it is («… (английская версия)»), so the four files of one document are told apart in the list.
 */
export function russianTitleOf(spec: DocumentSpec, lang: SeedLocale): string {
  return lang === 'ru' ? spec.texts.ru.title : `${spec.texts.ru.title} (${RUSSIAN_VERSION_NAMES[lang]})`;
}

/**
 * Deletes the files earlier seeds made for the demo documents and nothing links to any more: the one-line placeholders
 * (`<name>.pdf`) and the drawings of an older text (`<name>-<lang>-<other hash>.pdf`). Run after the links were
 * written, so they point at the current files. Other uploads of the documents collection are never touched.
 */
export async function pruneSeedDocuments(payload: Payload): Promise<number> {
  const current = new Set([...SEED_DOCUMENTS.values()].flatMap((spec) => LOCALES.map((lang) => seedDocumentFilename(spec, lang))));
  // `<name>.pdf`, `<name>-<lang>-<hash>.pdf` (earlier seeds) and `<name>-<lang>-h<hash>.pdf`, stored as it is or as a copy.
  const made = new RegExp(`^(${[...SEED_DOCUMENTS.keys()].join('|')})(-(${LOCALES.join('|')})-(h[0-9a-f]{10}(-\\d+)?|[0-9a-f]{10}))?\\.pdf$`);
  const { docs } = await payload.find({
    collection: 'documents',
    where: { or: [...SEED_DOCUMENTS.keys()].map((name) => ({ filename: { like: name } })) },
    pagination: false,
    depth: 0,
  });
  const stale = docs.filter((doc) => doc.filename && made.test(doc.filename) && !current.has(base(doc.filename)));
  let deleted = 0;
  for (const doc of stale) {
    try {
      await payload.delete({ collection: 'documents', id: doc.id });
      deleted += 1;
    } catch (error) {
      // Still linked from somewhere the seed does not write (an editor's page): kept; a clean-up never stops the seed.
      payload.logger.warn({ err: error, filename: doc.filename }, 'Seed: an earlier demo document is still linked and was kept');
    }
  }
  return deleted;
}
