import type { PayloadRequest } from 'payload';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoisedAnswer } from '../../lib/platform/answer-memo';
import { EventTypes } from '../collections/event-types';
import { News } from '../collections/news';
import { expireTags } from '../../lib/platform/expire-tags';
import { revalidateCollection, revalidateGlobal } from './revalidate';

const revalidateTag = vi.hoisted(() => vi.fn<(tag: string, profile: { expire: number }) => void>());
vi.mock('next/cache', () => ({ revalidateTag }));

/** The tags expired so far, in order (each must be expired at once: `{ expire: 0 }`). */
function expired(): string[] {
  for (const [, profile] of revalidateTag.mock.calls) expect(profile).toEqual({ expire: 0 });
  return revalidateTag.mock.calls.map(([tag]) => tag);
}

function request() {
  const warn = vi.fn();
  return { req: { payload: { logger: { warn } } } as unknown as PayloadRequest, warn };
}

// The hooks' arguments carry more than a hook reads; these tests pass what it reads.
type AfterChangeArgs = Parameters<ReturnType<typeof revalidateCollection>['afterChange'][number]>[0];
type AfterDeleteArgs = Parameters<ReturnType<typeof revalidateCollection>['afterDelete'][number]>[0];
type GlobalArgs = Parameters<ReturnType<typeof revalidateGlobal>['afterChange'][number]>[0];

beforeEach(() => {
  revalidateTag.mockReset();
});

describe('revalidateCollection', () => {
  it('on a change expires the list tag and the item tags of the new and the previous slug, id and key, each once', async () => {
    const { req } = request();
    const [afterChange] = revalidateCollection('news').afterChange;
    const doc = { id: 3, slug: 'forum-2026' };
    const returned = await afterChange!({ doc, previousDoc: { id: 3, slug: 'forum' }, req } as unknown as AfterChangeArgs);
    expect(returned).toBe(doc);
    expect(expired()).toEqual(['news', 'news:forum-2026', 'news:3', 'news:forum']);
  });

  it('expires the related list tags too (a renamed event type changes the events that show it)', async () => {
    const { req } = request();
    const [afterChange] = revalidateCollection('event-type', 'event').afterChange;
    await afterChange!({ doc: { id: 2, slug: 'forum' }, previousDoc: { id: 2, slug: 'forum' }, req } as unknown as AfterChangeArgs);
    expect(expired()).toEqual(['event-type', 'event', 'event-type:forum', 'event-type:2']);
  });

  it('names a keyed document by its key (GET /setting/{n}), and skips empty slugs', async () => {
    const { req } = request();
    const [afterChange] = revalidateCollection('setting').afterChange;
    await afterChange!({ doc: { id: 11, key: 5, slug: '' }, previousDoc: undefined, req } as unknown as AfterChangeArgs);
    expect(expired()).toEqual(['setting', 'setting:11', 'setting:5']);
  });

  it('on a delete expires the list tag and the deleted document', async () => {
    const { req } = request();
    const [afterDelete] = revalidateCollection('faq').afterDelete;
    const doc = { id: 9, slug: 'taxes' };
    expect(await afterDelete!({ doc, id: 9, req } as unknown as AfterDeleteArgs)).toBe(doc);
    expect(expired()).toEqual(['faq', 'faq:taxes', 'faq:9']);
  });
});

describe('the content collections’ hooks', () => {
  it('a published news item expires the news lists and that item’s pages', async () => {
    const { req } = request();
    await News.hooks!.afterChange![0]!({ doc: { id: 4, slug: 'forum' }, previousDoc: { id: 4, slug: 'forum' }, req } as unknown as AfterChangeArgs);
    expect(expired()).toEqual(['news', 'news:forum', 'news:4']);
  });

  it('a deleted event type expires the event lists that name it', async () => {
    const { req } = request();
    await EventTypes.hooks!.afterDelete![0]!({ doc: { id: 2, slug: 'forum' }, id: 2, req } as unknown as AfterDeleteArgs);
    expect(expired()).toEqual(['event-type', 'event', 'event-type:forum', 'event-type:2']);
  });
});

describe('revalidateGlobal', () => {
  it('on a change expires the global’s own tag', async () => {
    const { req } = request();
    const [afterChange] = revalidateGlobal('about-region').afterChange;
    const doc = { title: 'О крае' };
    expect(await afterChange!({ doc, previousDoc: {}, req } as unknown as GlobalArgs)).toBe(doc);
    expect(expired()).toEqual(['about-region']);
  });
});

describe('expireTags', () => {
  it('forgets the answers the API kept in this process', async () => {
    const read = new Request('http://portal.test/api/v1/news');
    const produce = vi.fn(async () => Response.json({ result: [] }));
    await memoisedAnswer(read, 'ru /news', produce);
    await memoisedAnswer(read, 'ru /news', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expireTags(['news']);
    await memoisedAnswer(read, 'ru /news', produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('is quiet outside a Next request (seed, CLI: no cache store to expire) and goes on to the next tag', () => {
    const { req, warn } = request();
    revalidateTag.mockImplementationOnce(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag news');
    });
    expireTags(['news', 'news:1'], req);
    expect(expired()).toEqual(['news', 'news:1']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs any other failure with its tag and still expires the other tags', () => {
    const { req, warn } = request();
    const failure = new Error('cache handler unavailable');
    revalidateTag.mockImplementationOnce(() => {
      throw failure;
    });
    expireTags(['event', 'event:7'], req);
    expect(expired()).toEqual(['event', 'event:7']);
    expect(warn).toHaveBeenCalledExactlyOnceWith({ err: failure, tag: 'event' }, 'revalidateTag failed');
  });
});
