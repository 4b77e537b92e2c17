import 'server-only';
import { z } from 'zod';
import type { FieldErrors } from '@/lib/api/envelope';
import { ACCOUNT_MESSAGES as A } from '@/lib/auth/schemas/messages';
import { keyTable } from '@/lib/own-key';
import { HttpError, messageError } from './errors';

export type Body = { fields: Record<string, unknown>; files: Record<string, File> };

/** JSON and urlencoded bodies of the API: a few fields, never more than this. */
export const SMALL_BODY_BYTES = 64 * 1024;

export type BodyLimits = {
  /** Bytes at most for JSON, urlencoded and multipart bodies (default SMALL_BODY_BYTES). */
  limit?: number;
  /** A larger limit for multipart bodies (an endpoint that takes a file), and the error to answer past it. */
  multipart?: { limit: number; tooLarge?: () => HttpError };
};

const tooLargeError = () => messageError(413, A.bodyTooLarge);

/**
 * The body's bytes, counted as they are read and never more than `limit`: a Content-Length over it is refused
 * before reading, and a body without one (chunked) or with a false one is cut off at the limit. Either way the
 * answer is `tooLarge()` (413), and the rest of the stream is not read.
 */
export async function readLimited(request: Request, limit: number, tooLarge: () => HttpError = tooLargeError): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    // A body cut off mid-stream (the client went away) is the client's fault: 400, not an unexpected failure.
    const { done, value } = await reader.read().catch(() => {
      throw messageError(400, 'The request body could not be read.');
    });
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's fields, from JSON, a urlencoded form or multipart (the §7 calls send forms), read through
 * readLimited: every endpoint states what it accepts (SMALL_BODY_BYTES unless it takes a file).
 * A multipart upload streamed to storage part by part reads with lib/server/uploads/multipart.ts instead.
 */
export async function readBody(request: Request, limits: BodyLimits = {}): Promise<Body> {
  const type = request.headers.get('content-type') ?? '';
  const small = limits.limit ?? SMALL_BODY_BYTES;
  if (type.includes('application/json')) {
    const text = new TextDecoder().decode(await readLimited(request, small));
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw messageError(400, 'The body must be a JSON object.');
    return { fields: json as Record<string, unknown>, files: {} };
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    const text = new TextDecoder().decode(await readLimited(request, small));
    return { fields: Object.fromEntries(new URLSearchParams(text)), files: {} };
  }
  if (type.includes('multipart/form-data')) {
    const bytes = limits.multipart
      ? await readLimited(request, limits.multipart.limit, limits.multipart.tooLarge)
      : await readLimited(request, small);
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => {
      throw messageError(400, 'The form could not be read.');
    });
    // The client names the parts: tables without a prototype, so `__proto__` or `constructor` is just a name.
    const fields = keyTable<unknown>();
    const files = keyTable<File>();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (value.size > 0 || value.name) files[key] = value;
    }
    return { fields, files };
  }
  const bytes = await readLimited(request, small);
  if (!new TextDecoder().decode(bytes).trim()) return { fields: {}, files: {} };
  throw messageError(415, 'Send JSON, a urlencoded form or multipart/form-data.');
}

/**
 * zod issues as the one 422 shape of the API, `{ field: [message, …] }`: keyed by the top-level field
 * (`additional_okveds`, not `additional_okveds.1`), each message once, in the order zod found them;
 * an issue of the whole object is keyed `message`.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = keyTable();
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'message';
    const list = (result[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return result;
}

/** Parses with the shared schema or throws the 422 `{ field: [message] }`. */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(422, fieldErrors(parsed.error));
  return parsed.data;
}

/** One check with one message: zod's own `int()` would add its English "Too big: expected int…" beside it. */
const wholeNumber = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && value >= min && value <= max, message);

export const MAX_LIMIT = 100;
export const pageParam = wholeNumber('Page must be a whole number from 1.', 1);
export const limitParam = wholeNumber(`Limit must be a whole number from 1 to ${MAX_LIMIT}.`, 1, MAX_LIMIT);
/** A related document by numeric id or by slug (filters `type`, `city`): one rule, in lib/record-id.ts. */
export { refParam } from '@/lib/record-id';

/**
 * Parses the query with a zod object of string → value schemas; empty parameters count as absent.
 * Unknown parameters are ignored. A bad value is the same 422 `{ field: [message] }` as a body's.
 */
export function parseQuery<S extends z.ZodRawShape>(request: Request, shape: S): z.infer<z.ZodObject<S>> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  return parseOr422(z.object(shape), raw);
}
