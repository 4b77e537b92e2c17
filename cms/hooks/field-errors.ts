import type { AfterErrorHook } from 'payload';

type FieldError = { path: string; message: string };
type FieldErrors = { errors: FieldError[] };

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' && value !== null && typeof (value as FieldError).path === 'string' && typeof (value as FieldError).message === 'string';

const isFieldErrors = (value: unknown): value is FieldErrors => {
  const errors = typeof value === 'object' && value !== null ? (value as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isFieldError);
};

/**
 * Keeps the field paths of a validation error raised by the portal's own hooks in the REST answer. Payload formats an
 * error's `data` only for an error of its own class, and in the production build the portal's code and Payload's REST
 * handler may hold two copies of that class: the answer then says «field invalid» without naming the field, and the
 * back office's form cannot mark it. The error is recognised by its status and the shape of its data (its class name
 * is minified away in that build), and the answer carries the paths as Payload's would.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data: unknown = (error as { data?: unknown }).data;
  if ((error as { status?: unknown }).status !== 400 || !isFieldErrors(data) || !result) return;
  if (result.errors.some((entry) => entry.data !== undefined)) return;
  return { response: { ...result, errors: [{ name: 'ValidationError', data, message: error.message }] } };
};
