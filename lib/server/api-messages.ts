import 'server-only';
import { type ApiCatalogue, handle } from './http';

/** Moved to lib/server/http (the one toolkit); kept until every caller imports it from there. */
export { type ApiCatalogue, localizeResult } from './http';

/** `handle(handler, { localize: catalogue })` of lib/server/http: kept until every caller uses it. */
export function handleLocalized<C>(catalogue: ApiCatalogue, handler: (request: Request, context: C) => Promise<Response>) {
  return handle<C>(handler, { localize: catalogue });
}
