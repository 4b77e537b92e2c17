import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireTags } from './expire-tags';

type Holder = { __incrementalCache?: { revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void> } };

afterEach(() => {
  delete (globalThis as Holder).__incrementalCache;
});

describe('expireTags outside a request', () => {
  it('expires each tag in the server’s own cache (a job of the queue publishing a draft)', async () => {
    const revalidateTag = vi.fn(async () => undefined);
    (globalThis as Holder).__incrementalCache = { revalidateTag };
    expireTags(['news', 'news:42']);
    expect(revalidateTag.mock.calls).toEqual([
      ['news', { expire: 0 }],
      ['news:42', { expire: 0 }],
    ]);
  });

  it('does nothing where the process has no such cache (CLI, seed, tests)', () => {
    expect(() => expireTags(['news'])).not.toThrow();
  });
});
