import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, reloadAtMostOncePerMinute } from '@/components/layout/chunk-error';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('isChunkLoadError', () => {
  it('recognises webpack, Turbopack and native dynamic-import failures', () => {
    const chunkLoadError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkLoadError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-page failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true);
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 7 failed')).toBe(true);
  });

  it('ignores every other error', () => {
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe('reloadAtMostOncePerMinute', () => {
  it('reloads once, then not again within 60 seconds, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAtMostOncePerMinute(storage, reload, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    expect(reloadAtMostOncePerMinute(storage, reload, 1_059_999)).toBe(false);
    expect(reloadAtMostOncePerMinute(storage, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing without storage, so that it can never loop', () => {
    const reload = vi.fn();
    expect(reloadAtMostOncePerMinute(null, reload)).toBe(false);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(reloadAtMostOncePerMinute(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
