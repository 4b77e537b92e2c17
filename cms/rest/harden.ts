import { NotFound, type Endpoint, type PayloadHandler, type SanitizedConfig } from 'payload';
import { staffOnlyInternalCollections } from './internal-collections';
import { restQueryGuard } from './query-guard';
import { Refused } from './refused';

/** A Payload route that has nothing to serve here (it answered a 500 before). */
const notFound: PayloadHandler = async (req) => {
  throw new NotFound(req.t);
};

/** Payload's version routes on a collection or global that keeps no versions (a 500 before: there is no table). */
const noVersions: Endpoint[] = [
  { path: '/versions', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'post', handler: notFound },
];

const BODY_TYPES = ['application/json', 'multipart/form-data'];

/**
 * A write's body is JSON or multipart, as Payload reads them; any other declared type (a urlencoded form) reached
 * Payload's operations with no data at all (a 500). 415 instead.
 */
function readableBodiesOnly(endpoint: Endpoint): Endpoint {
  if (!['post', 'patch', 'put'].includes(endpoint.method)) return endpoint;
  const handler: PayloadHandler = async (req) => {
    const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type && !BODY_TYPES.includes(type)) {
      throw Refused.in(req, { ru: 'Тело запроса принимается в JSON или multipart/form-data.', en: 'Send the body as JSON or multipart/form-data.' }, 415);
    }
    return endpoint.handler(req);
  };
  return { ...endpoint, handler };
}

/** Every route of a collection or global: no version routes where it keeps no versions, readable bodies only. */
function harden(endpoints: Endpoint[] | false, versioned: boolean): Endpoint[] | false {
  if (endpoints === false) return false;
  return [...(versioned ? [] : noVersions), ...endpoints].map(readableBodiesOnly);
}

/**
 * The back office's REST API (/api/cms) as the portal exposes it, applied to Payload's sanitized configuration —
 * the only stage at which Payload's own collections (`payload-*`) exist to be changed:
 * - Payload's internal collections are for staff only, with bounded preferences (internal-collections.ts);
 * - every collection checks a client's ids, filters and paging before the database does (query-guard.ts);
 * - auth collections without Payload's e-mail verification answer its route with a 404, and so do the version routes
 *   of what keeps no versions; a write's body is JSON or multipart (415 otherwise);
 * - a refused request is logged as one info line, not an error with its stack (refused.ts).
 */
export function hardenRestApi(config: SanitizedConfig): SanitizedConfig {
  config.loggingLevels = { ...config.loggingLevels, [Refused.errorName]: 'info' } as SanitizedConfig['loggingLevels'];
  staffOnlyInternalCollections(config.collections);
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [restQueryGuard(collection), ...(collection.hooks.beforeOperation ?? [])];
    if (collection.auth && !collection.auth.verify && Array.isArray(collection.endpoints)) {
      collection.endpoints = [{ path: '/verify/:token', method: 'post', handler: notFound }, ...collection.endpoints];
    }
    collection.endpoints = harden(collection.endpoints, Boolean(collection.versions));
  }
  for (const global of config.globals) global.endpoints = harden(global.endpoints, Boolean(global.versions));
  return config;
}
