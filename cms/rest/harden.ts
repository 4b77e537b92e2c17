import { NotFound, type PayloadHandler, type SanitizedConfig } from 'payload';
import { staffOnlyInternalCollections } from './internal-collections';
import { restQueryGuard } from './query-guard';
import { Refused } from './refused';

/** Payload's `verify/:token` route on an auth collection that does not use Payload's verification (a 500 before). */
const noVerification: PayloadHandler = async (req) => {
  throw new NotFound(req.t);
};

/**
 * The back office's REST API (/api/cms) as the portal exposes it, applied to Payload's sanitized configuration —
 * the only stage at which Payload's own collections (`payload-*`) exist to be changed:
 * - Payload's internal collections are for staff only, with bounded preferences (internal-collections.ts);
 * - every collection checks a client's ids, filters and paging before the database does (query-guard.ts);
 * - auth collections without Payload's e-mail verification answer its route with a 404;
 * - a refused request is logged as one info line, not an error with its stack (refused.ts).
 */
export function hardenRestApi(config: SanitizedConfig): SanitizedConfig {
  config.loggingLevels = { ...config.loggingLevels, [Refused.errorName]: 'info' } as SanitizedConfig['loggingLevels'];
  staffOnlyInternalCollections(config.collections);
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [restQueryGuard(collection), ...(collection.hooks.beforeOperation ?? [])];
    if (collection.auth && !collection.auth.verify && Array.isArray(collection.endpoints)) {
      collection.endpoints = [{ path: '/verify/:token', method: 'post', handler: noVerification }, ...collection.endpoints];
    }
  }
  return config;
}
