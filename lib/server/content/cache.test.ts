import type { Payload } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { cachedRead, contentTags } from './cache';

const payload = {
  collections: { news: { config: { custom: { tag: 'news' } } }, 'event-types': { config: { custom: { tag: 'event-type' } } } },
  globals: { config: [{ slug: 'about-region', custom: { tag: 'about-region' } }] },
} as unknown as Payload;

describe('contentTags', () => {
  it('tags an answer with the content tag its Payload hooks expire, the related families and the language', () => {
    expect(contentTags(payload, 'news', 'en')).toEqual(['news', 'media', 'documents', 'locale:en']);
    expect(contentTags(payload, 'event-types', 'ru')).toEqual(['event-type', 'media', 'documents', 'locale:ru']);
    expect(contentTags(payload, 'about-region', 'zh')).toEqual(['about-region', 'media', 'documents', 'locale:zh']);
  });
});

describe('cachedRead', () => {
  it('reads directly outside a Next server (no cache there), each time', async () => {
    const read = vi.fn(async () => ({ items: [1] }));
    expect(await cachedRead(['list', 'news', '{}'], ['news'], read)).toEqual({ items: [1] });
    expect(await cachedRead(['list', 'news', '{}'], ['news'], read)).toEqual({ items: [1] });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('passes the read’s own errors on', async () => {
    await expect(cachedRead(['x'], ['news'], async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });
});
