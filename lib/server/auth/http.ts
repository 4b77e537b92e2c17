import 'server-only';
import type { z } from 'zod';
import type { FieldErrors } from '@/lib/api/envelope';
import { ACCOUNT_MESSAGES as A } from '@/lib/auth/schemas/messages';
import { fail } from '@/lib/server/envelope';
import { keyTable } from '@/lib/own-key';
import { HttpError, unexpectedFailure } from '@/lib/server/http';

export { HttpError };

export const fieldError = (status: number, field: string, message: string, headers?: HeadersInit) =>
  new HttpError(status, { [field]: [message] }, headers);
export const messageError = (status: number, message: string, headers?: HeadersInit) => new HttpError(status, { message }, headers);

export type Body = { fields: Record<string, unknown>; files: Record<string, File> };

/** JSON and urlencoded bodies of the accounts API: a few fields, never more than this. */
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

/** zod issues as `{ field: [message, …] }` (the first issue of each field first). */
export function issuesToFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = keyTable();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'message';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}

/** Parses with the shared schema or throws the 422 envelope. */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(422, issuesToFieldErrors(parsed.error));
  return parsed.data;
}

/** Runs a handler body; HttpError becomes its envelope, anything else `unexpectedFailure` (a logged 503 or 500). */
export async function respond(request: Request, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, error.result, error.headers ? { headers: error.headers } : undefined);
    return unexpectedFailure(request, error);
  }
}
