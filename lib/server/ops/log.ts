/**
 * Structured logs: one JSON object a line on stdout (errors on stderr), for journald, Docker or a log shipper.
 * Every value goes through `redact` first: passwords, tokens, secrets, cookies and authorization headers never
 * reach a log, whatever the key's case or nesting, and neither do tokens in a query string or a path.
 * See docs/decisions/025-security-headers-faults-operations.md.
 */
import { keyTable } from '../../own-key';

export type LogLevel = 'info' | 'warn' | 'error';

/** Keys whose values are never logged (compared without case, `-` and `_`). */
const SECRET_KEY = /pass(word)?|secret|token|cookie|authori[sz]ation|session|api-?key|credential|signature|^hash$|^salt$|^otp$|^code$/i;
const REDACTED = '[redacted]';

/** Query parameters and path segments that carry a one-time token (verification, password reset, e-mail change). */
const TOKEN_PATH = /\/(reset-password|email-change|verify|verification|token)\/[^/?#]+/gi;

const normalised = (key: string) => key.replace(/[-_]/g, '');

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) || SECRET_KEY.test(normalised(key));
}

/** Query parameters holding what a visitor typed (the site search's `q`): it may name a person, so it is never logged. */
const FREE_TEXT_PARAMS = new Set(['q']);

/** A path (with its query) safe to log: token segments, secret-looking and free-text query values replaced. */
export function redactUrl(url: string): string {
  const [pathPart, query] = url.split('?', 2) as [string, string | undefined];
  const path = pathPart.replace(TOKEN_PATH, (_whole, name: string) => `/${name}/${REDACTED}`);
  if (query === undefined) return path;
  const params = new URLSearchParams(query);
  const kept = [...params.entries()].map(([key, value]) => [key, isSecretKey(key) || FREE_TEXT_PARAMS.has(key) ? REDACTED : value] as [string, string]);
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

function errorFields(error: Error, depth: number): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) fields.code = code;
  if (error.stack) fields.stack = error.stack.split('\n').slice(0, 8).join('\n');
  if (error.cause !== undefined && depth < 3) fields.cause = redact(error.cause, depth + 1);
  return fields;
}

/** A copy of `value` fit for a log: secrets replaced, errors as plain fields, depth and length bounded. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > 2000 ? `${value.slice(0, 2000)}…` : value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) return errorFields(value, depth);
  if (depth > 5) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  if (value instanceof Headers) return redact(Object.fromEntries(value.entries()), depth);
  if (typeof value === 'object') {
    // Keys come from requests (headers, fields): a table without a prototype keeps `__proto__` as a plain entry.
    const out = keyTable<unknown>();
    for (const [key, item] of Object.entries(value)) {
      if (isSecretKey(key)) out[key] = REDACTED;
      else if ((key === 'url' || key === 'path') && typeof item === 'string') out[key] = redactUrl(item);
      else out[key] = redact(item, depth + 1);
    }
    return out;
  }
  return String(value);
}

type Sink = (line: string, level: LogLevel) => void;
const defaultSink: Sink = (line, level) => (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
let sink: Sink = defaultSink;

/** Tests capture the lines; null restores the standard streams. */
export function setLogSink(next: Sink | null): void {
  sink = next ?? defaultSink;
}

/** Writes one line: `{"time","level","event",…fields}`. Never throws. */
export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  try {
    sink(JSON.stringify({ time: new Date().toISOString(), level, event, ...(redact(fields) as Record<string, unknown>) }), level);
  } catch {
    // A log line must never break a request.
  }
}
