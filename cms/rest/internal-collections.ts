import { Forbidden, NotFound, type Access, type CollectionConfig, type PayloadHandler, type PayloadRequest, type SanitizedCollectionConfig } from 'payload';
import { isStaff } from '../access/roles';
import { Refused } from './refused';

/**
 * Payload's own collections (document locks, admin preferences, migrations, the jobs queue, …: every `payload-*`
 * slug) are the back office's machinery. Payload lets any signed-in user of any auth collection use several of them —
 * an investor's token could list, create and delete document locks (in a staff member's name too) and store
 * preferences without a size limit. Here every one of them is for staff only: each access rule is ANDed with "is
 * staff", each custom endpoint (the preferences' `/:key` routes write the database directly, past access and hooks)
 * answers 403 to anyone else, a lock always names the staff member who takes it, and a preference is bounded.
 */
export const PREFERENCE_MAX_BYTES = 64 * 1024;

export function isInternalCollection(slug: string): boolean {
  return slug.startsWith('payload-');
}

const ACCESS_OPERATIONS = ['admin', 'create', 'delete', 'read', 'readVersions', 'unlock', 'update'] as const;

function staffAnd(rule: Access | undefined): Access {
  return (args) => (isStaff(args) ? (rule ? rule(args) : true) : false);
}

function staffOnlyEndpoint(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    if (req.user?.collection !== 'staff') throw new Forbidden(req.t);
    return handler(req);
  };
}

const KB = PREFERENCE_MAX_BYTES / 1024;
const tooLarge = (req: PayloadRequest) =>
  Refused.in(req, { ru: `Настройка интерфейса не может занимать больше ${KB} КБ.`, en: `A preference may hold at most ${KB} KB.` }, 413);

/** The request's body as text, refused once it passes `max` bytes (read as it arrives, never held whole). */
async function boundedText(req: PayloadRequest, max: number): Promise<string> {
  const declared = Number(req.headers.get('content-length'));
  if (declared > max) throw tooLarge(req);
  const reader = req.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge(req);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The preferences' POST /:key: the body read up to the bound, then handed to Payload's handler as its JSON. */
function boundedPreferenceWrite(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const text = await boundedText(req, PREFERENCE_MAX_BYTES);
    let data: unknown = {};
    try {
      data = text ? JSON.parse(text) : {};
    } catch {
      data = {};
    }
    return handler(Object.assign(req, { json: () => Promise.resolve(data) }));
  };
}

/**
 * The preferences' DELETE /:key: Payload's own builds a query SQLite refuses (a 500 for any key); this finds the
 * caller's preference as Payload's GET /:key does and deletes it by id, or answers 404.
 */
const deletePreference: PayloadHandler = async (req) => {
  const key = req.routeParams?.key;
  const user = req.user!;
  const { docs } = await req.payload.db.find({
    collection: 'payload-preferences',
    req,
    limit: 1,
    where: { and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }] },
  });
  const found = docs[0] as { id: number | string } | undefined;
  if (!found) throw new NotFound(req.t);
  await req.payload.db.deleteOne({ collection: 'payload-preferences', req, where: { id: { equals: found.id } } });
  return Response.json({ ...found, message: req.t('general:deletedSuccessfully') });
};

function boundPreferenceValue(collection: SanitizedCollectionConfig): void {
  const hook: NonNullable<CollectionConfig['hooks']>['beforeChange'] = [
    ({ data, req }) => {
      if (Buffer.byteLength(JSON.stringify(data?.value ?? null)) > PREFERENCE_MAX_BYTES) throw tooLarge(req);
      return data;
    },
  ];
  collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), ...hook];
}

/** Document locks are taken by the signed-in staff member for themselves, never in another's name. */
function locksNameTheirTaker(collection: SanitizedCollectionConfig): void {
  collection.hooks.beforeChange = [
    ...(collection.hooks.beforeChange ?? []),
    ({ data, req }) => (req.user ? { ...data, user: { relationTo: req.user.collection, value: req.user.id } } : data),
  ];
}

export function staffOnlyInternalCollections(collections: SanitizedCollectionConfig[]): void {
  for (const collection of collections) {
    if (!isInternalCollection(collection.slug)) continue;
    const access = collection.access as Record<(typeof ACCESS_OPERATIONS)[number], Access | undefined>;
    for (const operation of ACCESS_OPERATIONS) access[operation] = staffAnd(access[operation]);
    if (Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((endpoint) => {
        const preference = collection.slug === 'payload-preferences' && endpoint.path === '/:key';
        if (preference && endpoint.method === 'post') return { ...endpoint, handler: staffOnlyEndpoint(boundedPreferenceWrite(endpoint.handler)) };
        if (preference && endpoint.method === 'delete') return { ...endpoint, handler: staffOnlyEndpoint(deletePreference) };
        return { ...endpoint, handler: staffOnlyEndpoint(endpoint.handler) };
      });
    }
    if (collection.slug === 'payload-preferences') boundPreferenceValue(collection);
    if (collection.slug === 'payload-locked-documents') locksNameTheirTaker(collection);
  }
}
