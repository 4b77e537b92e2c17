import type { CollectionSlug, Payload } from 'payload';
import { calcSupportMeasures, investmentSizes, okved, subjectMsp, supportTypes } from './data/calculator';
import { pageGlobals, settingFiles, settings, statistics } from './data/pages';
import { eventCities, events, eventTypes, newsItems, successStories, videos } from './data/press';
import { arcticResidents, cip, investProjects, investProjectTypes, perspectiveProjects } from './data/projects';
import { developmentInstitutions, faq, indexSwitch, investRules, productionSites, supportMeasures } from './data/sites';
import { studyMaterials } from './data/study';
import { pruneSeedDocuments, seedDocument } from './documents';
import { landscapePng } from './images';
import { type DocRef, type DocumentRef, type FileRef, forLocale, type ImageRef, LOCALES, markerOf, type SeedLocale } from './localize';
import { seedDemoSubmissions } from './submissions';
import type { SeedCollection, SeedGlobal } from './types';
import { documentFileUrl, findSeedFile, seedVideoFiles } from './videos';

/** Bump when the demo content changes: a database seeded with an older version is topped up (upsert). */
export const SEED_VERSION = 9;

/** In dependency order: dictionaries before the documents that refer to them. */
export const SEED_COLLECTIONS: SeedCollection[] = [
  eventTypes, eventCities, newsItems, events, successStories, videos,
  cip, investProjectTypes, investProjects, perspectiveProjects, arcticResidents,
  productionSites, supportMeasures, developmentInstitutions, investRules, faq, indexSwitch,
  investmentSizes, okved, subjectMsp, supportTypes, calcSupportMeasures,
  settings, statistics, settingFiles,
  studyMaterials,
];
export const SEED_GLOBALS: SeedGlobal[] = pageGlobals;

type Doc = Record<string, unknown> & { id: number | string };

/**
 * The demo content of the Krasnoyarsk Krai, loaded once per database (a `seed-state` marker); true when this call
 * loaded it.
 */
export async function seedDemo(payload: Payload, { force = false } = {}): Promise<boolean> {
  const state = await payload.findGlobal({ slug: 'seed-state', depth: 0 });
  if (!force && (state.version ?? 0) >= SEED_VERSION) return false;
  const started = Date.now();
  payload.logger.info('Seeding the demo content…');
  const seeder = new Seeder(payload);
  // The video gallery's items link to these files (version 5: real demo videos with captions instead of 404 links).
  await seedVideoFiles(payload);
  for (const set of SEED_COLLECTIONS) {
    for (const doc of set.docs) await seeder.upsert(set, doc);
  }
  for (const { global, data } of SEED_GLOBALS) await seeder.global(global, data);
  // The links now point at the current demo documents: the files of older seeds go (the placeholders of version 7 too).
  await pruneSeedDocuments(payload);
  // Version 9: each language links its own drawing of every demo document (the document links' files are localized).
  // Version 8: every text, rich text and alt text in English, Turkish and Chinese as well (cms/seed/completeness.test.ts),
  // longer success stories and promising projects, real video descriptions, the Governor's signed address.
  // Version 7: production sites' structured facts (utilities with capacities, sources and verification dates, regime,
  // municipality, distances) and their own infrastructure texts.
  // Version 6: submissions and appeals of the last months, answered on time, late or not yet (response monitoring).
  await seedDemoSubmissions(payload);
  await payload.updateGlobal({ slug: 'seed-state', data: { version: SEED_VERSION, seededAt: new Date().toISOString() } });
  payload.logger.info(`Demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

class Seeder {
  private readonly keys = new Map(SEED_COLLECTIONS.map((set) => [set.collection as string, set.key]));
  private readonly resolved = new Map<string, number | string>();

  constructor(private readonly payload: Payload) {}

  async upsert(set: SeedCollection, doc: Record<string, unknown>): Promise<void> {
    await this.resolveMarkers(doc);
    const keyValue = forLocale(doc[set.key], 'ru', this.lookup);
    const existing = await this.find(set.collection, set.key, keyValue);
    const status = set.drafts ? { _status: 'published' as const } : {};
    const ru = { ...(forLocale(doc, 'ru', this.lookup) as object), ...status };
    let saved = (existing
      ? await this.payload.update({ collection: set.collection, id: existing.id, data: ru, locale: 'ru', depth: 0 })
      : await this.payload.create({ collection: set.collection, data: ru as never, locale: 'ru', depth: 0 })) as unknown as Doc;
    for (const locale of LOCALES.slice(1)) {
      const data = forLocale(doc, locale, this.lookup, saved);
      if (!data) continue;
      saved = (await this.payload.update({
        collection: set.collection,
        id: saved.id,
        data: { ...(data as object), ...status },
        locale,
        depth: 0,
      })) as unknown as Doc;
    }
  }

  /** A global's demo text in every language; a page with drafts (cms/globals/pages.ts) is saved as published. */
  async global(slug: SeedGlobal['global'], data: Record<string, unknown>): Promise<void> {
    await this.resolveMarkers(data);
    const drafts = this.payload.globals.config.find((global) => global.slug === slug)?.versions?.drafts;
    const status = drafts ? { _status: 'published' as const } : {};
    const ru = { ...(forLocale(data, 'ru', this.lookup) as object), ...status };
    let saved = (await this.payload.updateGlobal({ slug, data: ru as never, locale: 'ru', depth: 0 })) as unknown as Doc;
    for (const locale of LOCALES.slice(1)) {
      const localized = forLocale(data, locale, this.lookup, saved);
      if (localized) saved = (await this.payload.updateGlobal({ slug, data: { ...(localized as object), ...status } as never, locale, depth: 0 })) as unknown as Doc;
    }
  }

  private lookup = (marker: ImageRef | DocRef | DocumentRef | FileRef, locale: SeedLocale): number | string => {
    const id = this.resolved.get(markerId(marker, locale));
    if (id === undefined) throw new Error(`Seed: unresolved ${markerId(marker, locale)}`);
    return id;
  };

  private async find(collection: CollectionSlug, key: string, value: unknown): Promise<Doc | undefined> {
    const { docs } = await this.payload.find({
      collection,
      where: { [key]: { equals: value } },
      locale: 'ru',
      limit: 1,
      depth: 0,
      draft: true,
      pagination: false,
    });
    return docs[0] as unknown as Doc | undefined;
  }

  /** Finds every image, document and reference in the data and makes sure it exists. */
  private async resolveMarkers(value: unknown): Promise<void> {
    const kind = markerOf(value);
    if (kind === 'localized') {
      for (const v of Object.values((value as { values: object }).values)) await this.resolveMarkers(v);
      return;
    }
    // A demo document is drawn and stored in each language: the links' upload fields are localized.
    if (kind === 'document') {
      const { name } = value as DocumentRef;
      for (const locale of LOCALES) {
        const id = markerId(value as DocumentRef, locale);
        if (!this.resolved.has(id)) this.resolved.set(id, await seedDocument(this.payload, name, locale));
      }
      return;
    }
    if (kind === 'image' || kind === 'ref' || kind === 'file' || kind === 'fileUrl') {
      const marker = value as ImageRef | DocRef | FileRef;
      const id = markerId(marker);
      if (!this.resolved.has(id)) this.resolved.set(id, await this.create(marker));
      return;
    }
    if (Array.isArray(value)) for (const v of value) await this.resolveMarkers(v);
    else if (value && typeof value === 'object' && !('root' in value)) for (const v of Object.values(value)) await this.resolveMarkers(v);
  }

  private async create(marker: ImageRef | DocRef | FileRef): Promise<number | string> {
    if (markerOf(marker) === 'ref') {
      const { collection, key } = marker as DocRef;
      const doc = await this.find(collection as CollectionSlug, this.keys.get(collection) ?? 'slug', key);
      if (!doc) throw new Error(`Seed: ${collection} "${key}" is not seeded before it is referenced`);
      return doc.id;
    }
    if (markerOf(marker) === 'file' || markerOf(marker) === 'fileUrl') {
      const { name } = marker as FileRef;
      const found = await findSeedFile(this.payload, name);
      if (!found?.filename) throw new Error(`Seed: the file ${name} is not uploaded (cms/seed/videos.ts)`);
      return markerOf(marker) === 'file' ? found.id : documentFileUrl(found.filename);
    }
    const { name, palette, alt } = marker as ImageRef;
    const filename = `${name}.png`;
    const found = await this.payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0 });
    let id = found.docs[0]?.id;
    if (id === undefined) {
      const data = await landscapePng(name, palette);
      const doc = await this.payload.create({
        collection: 'media',
        data: forLocale({ alt }, 'ru', this.lookup) as { alt: string },
        file: { data, mimetype: 'image/png', name: filename, size: data.length },
        locale: 'ru',
      });
      id = doc.id;
    }
    // The alt text in every language, also on a picture an older seed uploaded (it may have had Russian and English only).
    for (const locale of found.docs[0] ? LOCALES : LOCALES.slice(1)) {
      const localized = forLocale({ alt }, locale, this.lookup);
      if (localized) await this.payload.update({ collection: 'media', id, data: localized as { alt: string }, locale });
    }
    return id;
  }
}

function markerId(marker: ImageRef | DocRef | DocumentRef | FileRef, locale: SeedLocale = 'ru'): string {
  const kind = markerOf(marker);
  if (kind === 'ref') return `ref:${(marker as DocRef).collection}:${(marker as DocRef).key}`;
  if (kind === 'document') return `document:${(marker as DocumentRef).name}:${locale}`;
  return `${kind}:${(marker as ImageRef | DocumentRef | FileRef).name}`;
}
