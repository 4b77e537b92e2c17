import 'server-only';
import type { FieldErrors } from '@/lib/api/envelope';

/** The §7 envelope for route handlers. */
export function ok<T>(result: T, init?: ResponseInit): Response {
  return Response.json({ success: true, result }, init);
}

export function fail(status: number, result: FieldErrors | { message: string }, init?: ResponseInit): Response {
  return Response.json({ success: false, result }, { ...init, status });
}

export function notFound(message = 'Not found'): Response {
  return fail(404, { message });
}
