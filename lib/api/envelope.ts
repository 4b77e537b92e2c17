/** The provider API's answer (spec §7): `{ success, result }`; lists are `{ items, totalCount }`. */
export type Envelope<T> = { success: true; result: T } | { success: false; result: unknown };
export type ListResult<T> = { items: T[]; totalCount: number };

/** Field errors of a 422 answer: `result.field[0]` is the message the server gives. */
export type FieldErrors = Record<string, string[]>;

/** An answer that is not a success: its HTTP status, field errors (422) and a message for logs. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  /** The first server message for a field, e.g. `result.password[0]`. */
  field(name: string): string | undefined {
    return this.fieldErrors[name]?.[0];
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

function messageOf(result: unknown, status: number): string {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object' && 'message' in result && typeof result.message === 'string') {
    return result.message;
  }
  if (isFieldErrors(result)) return Object.values(result).flat()[0] ?? `HTTP ${status}`;
  return `HTTP ${status}`;
}

/** Turns an HTTP status and a parsed body into the typed result, or throws an ApiError. */
export function unwrap<T>(status: number, body: unknown): T {
  const envelope = body as Partial<Envelope<T>> | null;
  const ok = status >= 200 && status < 300;
  if (ok && envelope && typeof envelope === 'object' && envelope.success === true && 'result' in envelope) {
    return envelope.result as T;
  }
  const result = envelope && typeof envelope === 'object' ? envelope.result : body;
  const effectiveStatus = ok ? 500 : status;
  throw new ApiError(effectiveStatus, messageOf(result, effectiveStatus), isFieldErrors(result) ? result : {});
}
