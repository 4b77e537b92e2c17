import { afterAll, describe, expect, it } from 'vitest';
import * as sitemap from '@/app/api/v1/sitemap/route';
import { payloadClient } from '@/lib/server/payload';
import { SITEMAP_FAMILIES } from '@/lib/server/content/sitemap';
import { DETAIL_FAMILIES } from '@/lib/seo/detail-families';
import { getList } from './helpers';

type SitemapItem = { family: string; id: number; slug: string | null; updatedAt: string | null; languages: string[] };

/** GET /sitemap (beyond §7): what the portal's sitemap.xml lists — published items only, with their last change. */
describe('GET /sitemap', () => {
  const created: number[] = [];

  afterAll(async () => {
    const payload = await payloadClient();
    for (const id of created) await payload.delete({ collection: 'news', id });
  });

  const read = async () => (await getList(sitemap.GET as never, 'sitemap')).items as unknown as SitemapItem[];

  it('lists the seeded items of every family that has a page, with slug and updatedAt', async () => {
    const items = await read();
    for (const family of DETAIL_FAMILIES) {
      const own = items.filter((item) => item.family === family.family);
      expect(own.length, family.family).toBeGreaterThan(0);
      for (const item of own) {
        expect(item.slug, `${family.family} ${item.id}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(Date.parse(item.updatedAt ?? ''), `${family.family} ${item.id} updatedAt`).not.toBeNaN();
        // Russian always, then the locales the item's title is written in.
        expect(item.languages[0], `${family.family} ${item.id} languages`).toBe('ru');
        expect(['ru', 'en', 'tr', 'zh'], `${family.family} ${item.id} languages`).toEqual(expect.arrayContaining(item.languages));
      }
    }
    // The portal and the API name the same families.
    expect(Object.keys(SITEMAP_FAMILIES).sort()).toEqual(DETAIL_FAMILIES.map((f) => f.family).sort());
    expect(Object.keys(items[0]!).sort()).toEqual(['family', 'id', 'languages', 'slug', 'updatedAt']);
  });

  it('leaves drafts out and takes a publish in, with the new updatedAt', async () => {
    const payload = await payloadClient();
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: 'Черновик для карты сайта', _status: 'draft', publishedAt: new Date().toISOString() },
    });
    created.push(draft.id);
    expect((await read()).some((item) => item.family === 'news' && item.id === draft.id)).toBe(false);

    const published = await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' } });
    const item = (await read()).find((i) => i.family === 'news' && i.id === draft.id);
    // Written in Russian only: no other language is listed for it.
    expect(item).toEqual({ family: 'news', id: draft.id, slug: published.slug, updatedAt: published.updatedAt, languages: ['ru'] });

    await payload.update({ collection: 'news', id: draft.id, locale: 'en', data: { title: 'A news item for the sitemap' } });
    await payload.update({ collection: 'news', id: draft.id, locale: 'zh', data: { title: 'Черновик для карты сайта' } });
    // English is written; the Chinese «translation» is a copy of the Russian text, as the pages count it.
    expect((await read()).find((i) => i.family === 'news' && i.id === draft.id)?.languages).toEqual(['ru', 'en']);
  });
});
