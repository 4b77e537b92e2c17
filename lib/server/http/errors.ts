import 'server-only';
import type { FieldErrors } from '@/lib/api/envelope';

/** An answer other than 200 that a handler or a service decides on: 404, 422 with field errors, 429… */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly result: FieldErrors | { message: string },
    /** Headers of the answer, e.g. Retry-After on a 429. */
    readonly headers?: HeadersInit,
  ) {
    super('message' in result && typeof result.message === 'string' ? result.message : `HTTP ${status}`);
  }
}

/** `{ field: [message] }` with the given status. */
export const fieldError = (status: number, field: string, message: string, headers?: HeadersInit) =>
  new HttpError(status, { [field]: [message] }, headers);

/** `{ message }` with the given status. */
export const messageError = (status: number, message: string, headers?: HeadersInit) => new HttpError(status, { message }, headers);

export const notFoundError = (message = 'Not found') => messageError(404, message);
