/**
 * The server's one HTTP toolkit for /api/v1 route handlers:
 * - handler.ts: `handle` (the wrapper: envelope, errors, outage 503, Vary: Language), `methodNotAllowed` (405),
 *   `noStore`, `withCookie`;
 * - errors.ts: `HttpError` and its shorthands, thrown by handlers and services alike;
 * - body.ts: `readBody` (byte-limited JSON, urlencoded or multipart), `parseOr422` and `parseQuery` (one 422 shape);
 * - locale.ts: `requestLocale` (the answer's language) and `statedLocale` (null when the call names none);
 * - localize.ts: error answers in the caller's language for the APIs that localize them.
 * The Payload getter every server module shares is lib/server/payload.ts.
 */
export * from './body';
export * from './errors';
export * from './handler';
export * from './locale';
export * from './localize';
