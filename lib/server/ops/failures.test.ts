import { describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '@/lib/platform/storage/upload-storage';
import { outageOf } from './failures';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('outageOf', () => {
  it('sees a database outage through wrappers', () => {
    expect(outageOf(new Error('Failed query', { cause: coded('ECONNREFUSED') }))).toBe('database');
    expect(outageOf(coded('57P01', 'terminating connection due to administrator command'))).toBe('database');
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(outageOf(new AggregateError([coded('ECONNREFUSED')]))).toBe('database');
  });

  it('sees a full or unwritable disk', () => {
    expect(outageOf(coded('ENOSPC'))).toBe('storage');
    expect(outageOf(coded('EACCES'))).toBe('storage');
    expect(outageOf(new StorageUnavailableError(new Error('bucket down')))).toBe('storage');
  });

  it('leaves the request’s own failures alone: a client gone away, a bad value, a plain bug', () => {
    expect(outageOf(coded('ECONNRESET', 'aborted'))).toBeNull();
    expect(outageOf(new TypeError('x is undefined'))).toBeNull();
    expect(outageOf(null)).toBeNull();
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(outageOf(loop)).toBeNull();
  });
});
