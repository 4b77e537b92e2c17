import 'server-only';
import type { z } from 'zod';

/**
 * What the API's description says about one operation, written beside the schemas the handler itself parses with
 * (never a copy of them): ./document.ts turns these into the OpenAPI 3.1 document served at GET /api/v1/openapi.json
 * and shown at /api-docs. Every route file's served methods must have an entry (./coverage.test.ts).
 */

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The groups of the reference, in its order (their titles and prose: `apiDocs.tags.<tag>` in messages). */
export const API_TAGS = ['content', 'sites', 'events', 'accounts', 'profile', 'submissions', 'threads', 'favourites', 'savedSearches', 'search', 'feedback', 'openData', 'service'] as const;
export type ApiTag = (typeof API_TAGS)[number];

/**
 * Who may call:
 * - `public`: anyone;
 * - `optional`: anyone; a bearer token (or the portal's session cookie) makes it the investor's call;
 * - `investor`: an investor's bearer token or session cookie (401 without, or with a bad one);
 * - `verified`: the same, of a confirmed account (403 for an unconfirmed one);
 * - `staff`: the back office's own session (Payload's cookie), same origin.
 */
export type Access = 'public' | 'optional' | 'investor' | 'verified' | 'staff';

/** The statuses an operation may answer besides 200 (each with its shape in the document's components). */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** What a 200 answer carries: the envelope around `result`, or a file of its own type (CSV, GeoJSON, PDF, the document). */
export type Answer =
  | { kind: 'envelope'; result?: z.ZodType; description?: string }
  | { kind: 'file'; mediaType: string; description?: string }
  | { kind: 'json'; description?: string };

/** A multipart body's files: the part name, how many, and the types checked by their content. */
export type UploadParts = { field: string; max: number; types: readonly string[] };

export type Body =
  /** JSON, a urlencoded form or multipart without files (readBody in lib/server/http/body.ts takes all three). */
  | { kind: 'form'; schema: z.ZodType }
  /** multipart/form-data streamed to storage (withUploads in lib/server/uploads/multipart.ts). */
  | { kind: 'upload'; schema: z.ZodType; files: UploadParts };

export type Operation = {
  tag: ApiTag;
  /** One line, in English (the reference's prose in four languages is in messages: `apiDocs.*`). */
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters, `{name}` in the path. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: Body;
  answer: Answer;
  /** The error statuses of this operation (503 is added to every one: the database or storage out of service). */
  errors?: readonly ErrorStatus[];
  /** Limited per client address (and per account or e-mail): a 429 with Retry-After past the limit. */
  limited?: boolean;
};

/** The API's paths (as the document writes them: `/news/{id}`, relative to /api/v1) and their operations. */
export type PathEntries = Record<string, Partial<Record<HttpMethod, Operation>>>;

/** Declares a group of entries (each paths/*.ts file); the registry is their union (./paths/index.ts). */
export const definePaths = <T extends PathEntries>(entries: T): T => entries;
