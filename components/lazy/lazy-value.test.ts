import { describe, expect, it, vi } from 'vitest';
import { lazyValue } from './lazy-value';

describe('lazyValue', () => {
  it('fetches once however many callers ask, and not before the first one', async () => {
    const load = vi.fn(async () => 'schema');
    const value = lazyValue(load);
    expect(load).not.toHaveBeenCalled();
    value.preload();
    await expect(Promise.all([value.get(), value.get()])).resolves.toEqual(['schema', 'schema']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch: the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('schema');
    const value = lazyValue<string>(load);
    value.preload();
    await expect(value.get()).rejects.toThrow('offline');
    await expect(value.get()).resolves.toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
