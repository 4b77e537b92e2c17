import 'server-only';
import type { CollectionSlug, GlobalSlug, Payload, Sort, TypedUser, Where } from 'payload';
import type { Locale } from '@/i18n/routing';
import type { ListResult } from '@/lib/api/envelope';
import { type Dto, selectFor, toDto } from './dto';
import { cachedRead, contentTags } from './cache';
import { payloadClient } from '@/lib/server/payload';
import { decodeOrKeep } from '@/lib/decode';
import { recordId } from '@/lib/record-id';

/** How a collection is read by the public API. */
export type CollectionSource = {
  collection: CollectionSlug;
  sort: Sort;
  /** Always part of the query (e.g. the support-measure group). */
  where?: Where;
  /** How `/{id}` finds a document: the numeric id or the slug (default), or a unique key field. */
  key?: { field: string; parse: (raw: string) => string | number | undefined };
  /** Adds what is not stored on the document (e.g. an event's registration figures) to list items and details. */
  decorate?: (items: Dto[]) => Promise<Dto[]>;
};

export type ListQuery = { locale: Locale; page?: number; limit?: number; where?: Where };

/** Every public read: the visitor's language with Russian fallback, as a guest (published only), one level of relations. */
const PUBLIC_READ = { fallbackLocale: 'ru', overrideAccess: false, draft: false, depth: 1 } as const;

type Doc = Record<string, unknown>;

/**
 * The documents of a read, each with the same document read without the Russian fallback (in Russian: none), so the
 * DTO can name the texts that fell back (dto.ts, UNTRANSLATED). Outside Russian that is a second query, cached with
 * the first.
 */
async function withOwn(locale: Locale, read: (fallbackLocale: 'ru' | false) => Promise<Doc[]>): Promise<Array<[Doc, Doc | null | undefined]>> {
  const [docs, own] = await Promise.all([read('ru'), locale === 'ru' ? null : read(false)]);
  if (!own) return docs.map((doc) => [doc, undefined]);
  const ownById = new Map(own.map((doc) => [doc.id, doc]));
  return docs.map((doc) => [doc, ownById.get(doc.id) ?? null]);
}

/** Related documents carry only what the DTOs show of them (dto.ts: fileDto, refDto): less to read and localize. */
const FILE_FIELDS: Record<string, string[]> = {
  media: ['url', 'alt', 'width', 'height', 'sizes', 'filename', 'mimeType', 'filesize'],
  documents: ['url', 'title', 'filename', 'mimeType', 'filesize'],
};
const REF_FIELDS = ['slug', 'code', 'name', 'title'];
const populateCache = new WeakMap<Payload, Record<string, Record<string, true>>>();

function populateFor(payload: Payload): Record<string, Record<string, true>> {
  let populate = populateCache.get(payload);
  if (!populate) {
    populate = Object.fromEntries(
      payload.config.collections.map(({ slug, flattenedFields }) => {
        const names = new Set(flattenedFields.map((f) => f.name));
        const wanted = FILE_FIELDS[slug] ?? REF_FIELDS.filter((name) => names.has(name));
        return [slug, Object.fromEntries(wanted.map((name) => [name, true as const]))];
      }),
    );
    populateCache.set(payload, populate);
  }
  return populate;
}

const and = (...parts: Array<Where | undefined>): Where => {
  const present = parts.filter((p): p is Where => !!p && Object.keys(p).length > 0);
  return present.length === 1 ? present[0]! : { and: present };
};

/**
 * One page of published documents in the visitor's language, Russian filling any field
 * without a translation. Without page and limit: the whole list.
 */
export async function listDocuments(source: CollectionSource, { locale, page, limit, where }: ListQuery): Promise<ListResult<Dto>> {
  const payload = await payloadClient();
  const paginated = page !== undefined || limit !== undefined;
  const query = { locale, where: and(source.where, where), ...(paginated ? { page: page ?? 1, limit: limit ?? 10 } : {}) };
  const key = ['list', source.collection, JSON.stringify({ ...query, sort: source.sort })];
  const result = await cachedRead(key, contentTags(payload, source.collection, locale), async () => {
    const fields = payload.collections[source.collection].config.flattenedFields;
    let totalCount = 0;
    const docs = await withOwn(locale, async (fallbackLocale) => {
      const found = await payload.find({
        ...PUBLIC_READ,
        fallbackLocale,
        collection: source.collection,
        locale,
        select: selectFor(fields, 'list'),
        populate: populateFor(payload) as never,
        sort: source.sort,
        where: query.where,
        ...(paginated ? { page: query.page, limit: query.limit } : { pagination: false }),
      });
      if (fallbackLocale) totalCount = found.totalDocs;
      return found.docs as unknown as Doc[];
    });
    const items = docs.map(([doc, own]) => toDto(fields, doc, { locale, mode: 'list' }, true, own));
    return { items, totalCount };
  });
  // Decorations (an event's registration figures) change without a publish: added to every answer, never cached.
  return source.decorate ? { ...result, items: await source.decorate(result.items) } : result;
}

/** A published document by numeric id or slug (or the source's key field); null when there is none. */
export async function findDocument(source: CollectionSource, rawId: string, locale: Locale): Promise<Dto | null> {
  const lookup = lookupWhere(source, rawId);
  if (!lookup) return null;
  const payload = await payloadClient();
  const where = and(source.where, lookup);
  const key = ['detail', source.collection, JSON.stringify({ locale, where })];
  const item = await cachedRead(key, contentTags(payload, source.collection, locale), async () => {
    const fields = payload.collections[source.collection].config.flattenedFields;
    const [found] = await withOwn(locale, async (fallbackLocale) => {
      const { docs } = await payload.find({
        ...PUBLIC_READ,
        fallbackLocale,
        collection: source.collection,
        locale,
        select: selectFor(fields, 'detail'),
        populate: populateFor(payload) as never,
        where,
        limit: 1,
        pagination: false,
      });
      return docs as unknown as Doc[];
    });
    return found ? toDto(fields, found[0], { locale, mode: 'detail' }, true, found[1]) : null;
  });
  if (!item) return null;
  return source.decorate ? ((await source.decorate([item]))[0] ?? null) : item;
}

/**
 * The latest version of a document — its draft when there is one — in detail form, as `user` may read it (Payload's
 * access rules apply: staff read drafts), for the back office's preview. Read now, never from the cache or into it:
 * a draft never reaches the public answers. Null when there is no such document in the source.
 */
export async function findDraft(source: CollectionSource, id: number, locale: Locale, user: TypedUser): Promise<Dto | null> {
  const payload = await payloadClient();
  const fields = payload.collections[source.collection].config.flattenedFields;
  const [found] = await withOwn(locale, async (fallbackLocale) => {
    const { docs } = await payload.find({
      collection: source.collection,
      draft: true,
      overrideAccess: false,
      user,
      depth: 1,
      locale,
      fallbackLocale,
      select: selectFor(fields, 'detail'),
      populate: populateFor(payload) as never,
      where: and(source.where, { id: { equals: id } }),
      limit: 1,
      pagination: false,
    });
    return docs as unknown as Doc[];
  });
  if (!found) return null;
  const item = toDto(fields, found[0], { locale, mode: 'detail' }, true, found[1]);
  return source.decorate ? ((await source.decorate([item]))[0] ?? null) : item;
}

function lookupWhere(source: CollectionSource, rawId: string): Where | undefined {
  const id = decodeOrKeep(rawId).trim();
  if (source.key) {
    const value = source.key.parse(id);
    return value === undefined ? undefined : { [source.key.field]: { equals: value } };
  }
  const numeric = recordId(id);
  if (numeric !== undefined) return { or: [{ id: { equals: numeric } }, { slug: { equals: id } }] };
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) ? { slug: { equals: id } } : undefined;
}

/** A single page (about-region, arctic…) in the visitor's language. */
export async function readGlobal(slug: GlobalSlug, locale: Locale): Promise<Dto> {
  const payload = await payloadClient();
  return cachedRead(['global', slug, locale], contentTags(payload, slug, locale), () => globalDto(slug, locale, PUBLIC_READ));
}

/**
 * The latest version of a single page — its draft when there is one — in the public answer's form, as `user` may read
 * it (staff read drafts), for the back office's preview. Read now, never from the cache or into it.
 */
export async function findGlobalDraft(slug: GlobalSlug, locale: Locale, user: TypedUser): Promise<Dto> {
  return globalDto(slug, locale, { draft: true, overrideAccess: false, user, depth: 1 });
}

/** A single page read with `read`'s access and version in `locale`, each text beside its own (unfallen) value, as a DTO. */
async function globalDto(
  slug: GlobalSlug,
  locale: Locale,
  read: { draft: boolean; overrideAccess: false; depth: number; user?: TypedUser },
): Promise<Dto> {
  const payload = await payloadClient();
  const config = payload.globals.config.find((g) => g.slug === slug);
  if (!config) throw new Error(`Unknown global ${slug}`);
  const [[doc, own]] = (await withOwn(locale, async (fallbackLocale) => [
    (await payload.findGlobal({ ...read, fallbackLocale, slug, locale, populate: populateFor(payload) as never })) as unknown as Doc,
  ])) as [[Doc, Doc | null | undefined]];
  return toDto(config.flattenedFields, doc, { locale, mode: 'detail' }, false, own);
}

/**
 * Every published document of a source in detail form (the texts a detail page shows), read now and never from the
 * cache: the site search indexes them (lib/server/search) and keeps its own copy, which a publish refreshes.
 */
export async function allDocumentsNow(source: CollectionSource, locale: Locale): Promise<Dto[]> {
  const payload = await payloadClient();
  const fields = payload.collections[source.collection].config.flattenedFields;
  const docs = await withOwn(locale, async (fallbackLocale) => {
    const found = await payload.find({
      ...PUBLIC_READ,
      fallbackLocale,
      collection: source.collection,
      locale,
      select: selectFor(fields, 'detail'),
      populate: populateFor(payload) as never,
      sort: source.sort,
      where: source.where,
      pagination: false,
    });
    return found.docs as unknown as Doc[];
  });
  return docs.map(([doc, own]) => toDto(fields, doc, { locale, mode: 'detail' }, true, own));
}

/** A single page (a global) in detail form, read now and never from the cache (the site search's copy). */
export async function globalNow(slug: GlobalSlug, locale: Locale): Promise<Dto> {
  const payload = await payloadClient();
  const config = payload.globals.config.find((g) => g.slug === slug);
  if (!config) throw new Error(`Unknown global ${slug}`);
  const [[doc, own]] = (await withOwn(locale, async (fallbackLocale) => [
    (await payload.findGlobal({ ...PUBLIC_READ, fallbackLocale, slug, locale, populate: populateFor(payload) as never })) as unknown as Doc,
  ])) as [[Doc, Doc | null | undefined]];
  return toDto(config.flattenedFields, doc, { locale, mode: 'detail' }, false, own);
}
