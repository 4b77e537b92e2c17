import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from './envelope';

describe('unwrap', () => {
  it('returns result of a successful envelope', () => {
    expect(unwrap(200, { success: true, result: { id: 1 } })).toEqual({ id: 1 });
    expect(unwrap(201, { success: true, result: null })).toBeNull();
    expect(unwrap(200, { success: true, result: { items: [], totalCount: 0 } })).toEqual({ items: [], totalCount: 0 });
  });

  it('turns a 422 into an ApiError with field errors', () => {
    const error = catchError(() =>
      unwrap(422, { success: false, result: { password: ['Incorrect username or password.'], email: ['Bad', 'Worse'] } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.field('password')).toBe('Incorrect username or password.');
    expect(error.field('email')).toBe('Bad');
    expect(error.field('nope')).toBeUndefined();
    expect(error.message).toBe('Incorrect username or password.');
  });

  it('uses result.message when there is one', () => {
    const error = catchError(() => unwrap(403, { success: false, result: { message: 'Forbidden' } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Forbidden');
    expect(error.fieldErrors).toEqual({});
  });

  it('a 2xx without a success envelope is an error (500), not data', () => {
    expect(catchError(() => unwrap(200, { success: false, result: { message: 'nope' } })).status).toBe(500);
    expect(catchError(() => unwrap(200, '<html></html>')).status).toBe(500);
    expect(catchError(() => unwrap(200, null)).status).toBe(500);
    expect(catchError(() => unwrap(200, { data: 1 })).status).toBe(500);
  });

  it('keeps the status of non-JSON error bodies', () => {
    const error = catchError(() => unwrap(502, '<html>Bad gateway</html>'));
    expect(error.status).toBe(502);
    expect(error.fieldErrors).toEqual({});
    expect(catchError(() => unwrap(500, null)).message).toBe('HTTP 500');
  });

  it('isNotFound only for 404', () => {
    expect(new ApiError(404, 'x').isNotFound).toBe(true);
    expect(new ApiError(410, 'x').isNotFound).toBe(false);
  });
});

function catchError(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}
