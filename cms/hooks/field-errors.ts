import type { AfterErrorHook } from 'payload';

type FieldErrors = { errors: Array<{ path: string; message: string }> };

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' && value !== null && Array.isArray((value as { errors?: unknown }).errors);

/**
 * Keeps the field paths of a validation error raised by the portal's own hooks in the REST answer. Payload formats an
 * error's `data` only for an error of its own class, and in the production build the portal's code and Payload's REST
 * handler may hold two copies of that class: the answer then says «field invalid» without naming the field, and the
 * back office's form cannot mark it. Recognised by name and shape, the answer carries the paths as Payload's would.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data: unknown = (error as { data?: unknown }).data;
  if (error.name !== 'ValidationError' || !isFieldErrors(data) || !result) return;
  if (result.errors.some((entry) => entry.data !== undefined)) return;
  return { response: { ...result, errors: [{ name: error.name, data, message: error.message }] } };
};
