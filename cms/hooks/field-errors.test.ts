import { describe, expect, it } from 'vitest';
import type { AfterErrorHookArgs } from 'payload';
import { keepFieldErrors } from './field-errors';

const args = (error: Error, result: AfterErrorHookArgs['result']) => ({ error, result, req: {}, context: {} }) as unknown as AfterErrorHookArgs;

/** An error shaped like Payload's ValidationError but not of the class Payload's REST handler knows (and minified). */
function foreignValidationError(errors: Array<{ path: string; message: string }>) {
  const error = new Error('Следующее поле недействительно: Площадь, га') as Error & { data: unknown; status: number };
  error.name = 't';
  error.status = 400;
  error.data = { collection: 'production-sites', errors };
  return error;
}

describe('keepFieldErrors', () => {
  it('puts back the field paths an answer lost', () => {
    const error = foreignValidationError([{ path: 'areaHa', message: 'Введите число.' }]);
    const answer = keepFieldErrors(args(error, { errors: [{ message: error.message }] }));
    expect(answer).toEqual({
      response: {
        errors: [{ name: 'ValidationError', message: error.message, data: { collection: 'production-sites', errors: [{ path: 'areaHa', message: 'Введите число.' }] } }],
      },
    });
  });

  it('leaves an answer that already names its fields, and other errors, as they are', () => {
    const error = foreignValidationError([{ path: 'areaHa', message: 'Введите число.' }]);
    expect(keepFieldErrors(args(error, { errors: [{ message: error.message, data: { errors: [] } }] }))).toBeUndefined();
    expect(keepFieldErrors(args(new Error('boom'), { errors: [{ message: 'boom' }] }))).toBeUndefined();
    const forbidden = new Error('Forbidden') as Error & { data: unknown; status: number };
    forbidden.status = 403;
    forbidden.data = { errors: [{ path: 'areaHa', message: 'Нет доступа' }] };
    expect(keepFieldErrors(args(forbidden, { errors: [{ message: 'Forbidden' }] }))).toBeUndefined();
    const shapeless = foreignValidationError([]);
    expect(keepFieldErrors(args(shapeless, { errors: [{ message: shapeless.message }] }))).toBeUndefined();
  });
});
