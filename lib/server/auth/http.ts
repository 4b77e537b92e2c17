import 'server-only';
import type { z } from 'zod';
import type { FieldErrors } from '@/lib/api/envelope';
import { fail } from '@/lib/server/envelope';
import { HttpError } from '@/lib/server/http';

export { HttpError };

/**
 * The API's HttpError (lib/server/http.ts) with optional headers, e.g. Retry-After on a 429.
 * `handle()` there answers it too (without the headers); `respond()` below keeps them.
 */
export class AuthHttpError extends HttpError {
  constructor(
    status: number,
    result: FieldErrors | { message: string },
    readonly headers?: HeadersInit,
  ) {
    super(status, result);
  }
}

export const fieldError = (status: number, field: string, message: string, headers?: HeadersInit) =>
  new AuthHttpError(status, { [field]: [message] }, headers);
export const messageError = (status: number, message: string, headers?: HeadersInit) => new AuthHttpError(status, { message }, headers);

export type Body = { fields: Record<string, unknown>; files: Record<string, File> };

/** The request's fields, from JSON, a urlencoded form or multipart (the §7 calls send forms). */
export async function readBody(request: Request): Promise<Body> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const json = (await request.json().catch(() => null)) as unknown;
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw messageError(400, 'The body must be a JSON object.');
    return { fields: json as Record<string, unknown>, files: {} };
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData().catch(() => {
      throw messageError(400, 'The form could not be read.');
    });
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (value.size > 0 || value.name) files[key] = value;
    }
    return { fields, files };
  }
  const text = await request.text();
  if (!text.trim()) return { fields: {}, files: {} };
  throw messageError(415, 'Send JSON, a urlencoded form or multipart/form-data.');
}

/** zod issues as `{ field: [message, …] }` (the first issue of each field first). */
export function issuesToFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
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

/** Runs a handler body; HttpError becomes its envelope, anything else a logged 500. */
export async function respond(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) {
      const headers = error instanceof AuthHttpError ? error.headers : undefined;
      return fail(error.status, error.result, headers ? { headers } : undefined);
    }
    console.error('accounts API error', error);
    return fail(500, { message: 'Internal server error' });
  }
}
