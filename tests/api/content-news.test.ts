import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as detail from '@/app/api/v1/news/[id]/route';
import * as list from '@/app/api/v1/news/route';
import { payloadClient } from '@/lib/server/payload';
import { landscapePng } from '@/cms/seed/images';
import { rt } from '@/cms/seed/localize';
import { call, expect404, expect422, expectNoStaffFields, getItem, getList, type Item } from './helpers';

/** GET /news and /news/{id}: the family the portal's news pages and the bench use. */
describe('GET /news', () => {
  const created: number[] = [];
  let total = 0;

  beforeAll(async () => {
    total = (await getList(list.GET, 'news?page=1&limit=1')).totalCount;
  });

  afterAll(async () => {
    const payload = await payloadClient();
    for (const id of created) await payload.delete({ collection: 'news', id });
  });

  it('lists published news as { items, totalCount }, newest first, 10 by default, without the full text', async () => {
    const result = await getList(list.GET, 'news');
    expect(total).toBeGreaterThanOrEqual(12);
    expect(result.totalCount).toBe(total);
    expect(result.items).toHaveLength(10);
    const dates = result.items.map((n) => String(n.publishedAt));
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = result.items[0]!;
    expect(first).toMatchObject({
      id: expect.any(Number),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      title: expect.any(String),
      publishedAt: expect.any(String),
      excerpt: expect.any(String),
      source: expect.any(String),
      photoSource: expect.any(String),
      image: { url: expect.stringMatching(/^\/api\/cms\/media\/file\/.+\.png$/), alt: expect.any(String) },
    });
    expect(first).not.toHaveProperty('content');
    expect((first.image as { sizes: Record<string, { url: string }> }).sizes.card?.url).toMatch(/\.webp$/);
    expectNoStaffFields(result);
  });

  it('paginates from page 1: page 2 follows page 1, totalCount stays right, past the end is empty', async () => {
    const one = await getList(list.GET, 'news?page=1&limit=5');
    const two = await getList(list.GET, 'news?page=2&limit=5');
    const far = await getList(list.GET, 'news?page=99&limit=5');
    expect(one.items).toHaveLength(5);
    expect(two.items).toHaveLength(5);
    expect([one.totalCount, two.totalCount, far.totalCount]).toEqual([total, total, total]);
    const ids = (items: Item[]) => items.map((i) => i.id);
    expect(ids(two.items).some((id) => ids(one.items).includes(id))).toBe(false);
    expect(far.items).toEqual([]);
    const all = await getList(list.GET, `news?page=1&limit=${total}`);
    expect(ids(all.items).slice(5, 10)).toEqual(ids(two.items));
  });

  it('answers in the Language header: the demo news in every language, each text in the language asked for', async () => {
    const slug = 'oez-krasnoyarskaya-tehnologicheskaya-dolina-prinimaet-rezidentov';
    const ru = await getItem(detail.GET, `news/${slug}`, { params: { id: slug } });
    const en = await getItem(detail.GET, `news/${slug}`, { params: { id: slug }, language: 'en' });
    const tr = await getItem(detail.GET, `news/${slug}`, { params: { id: slug }, language: 'tr' });
    const zh = await getItem(detail.GET, `news/${slug}`, { params: { id: slug }, language: 'zh' });
    const other = await getItem(detail.GET, `news/${slug}`, { params: { id: slug }, language: 'de' });
    const english = await getItem(detail.GET, `news/${slug}`, { params: { id: slug }, language: 'english' });
    expect(await getItem(detail.GET, `news/${slug}`, { params: { id: slug }, language: 'en-GB' })).toEqual(en);
    expect(english).toEqual(ru);
    expect(ru.title).toBe('ОЭЗ «Красноярская технологическая долина» принимает новых резидентов');
    expect(en.title).toBe('Krasnoyarsk Technology Valley SEZ welcomes new residents');
    expect(en.excerpt).toMatch(/32\.9 Gcal\/h/);
    expect(tr.title).toBe('Krasnoyarsk Teknoloji Vadisi ÖEB yeni yerleşik şirketler kabul ediyor');
    expect(tr.excerpt).toMatch(/32,9 Gcal\/saat/);
    expect(tr.content).toContain('serbest gümrük bölgesi');
    expect(tr.source).toBe('Krasnoyarsk Krayı Yatırım Portalı');
    expect(zh.title).toBe('克拉斯诺亚尔斯克技术谷经济特区接纳新入驻企业');
    expect(zh.content).toContain('32.9吉卡/小时');
    expect(zh.source).toBe('克拉斯诺亚尔斯克边疆区投资门户网站');
    expect((zh.image as Item).alt).toBe('经济特区的生产厂房');
    // Every text is written in each language (cms/seed/completeness.test.ts), so none is named as fallen back.
    for (const answer of [ru, en, tr, zh]) expect(JSON.stringify(answer)).not.toContain('untranslated');
    expect(other).toEqual(ru);

    const china = await getItem(detail.GET, 'news/investpredlojeniya-na-vystavke-v-kitae', { params: { id: 'investpredlojeniya-na-vystavke-v-kitae' }, language: 'zh' });
    expect(china.title).toBe('克拉斯诺亚尔斯克边疆区在中国展会上推介投资提案');
    expect(china.content).toContain('克拉斯诺亚尔斯克');
    expect(china.source).toBe('克拉斯诺亚尔斯克边疆区投资门户网站');
  });

  it('falls back to Russian field by field where an editor has not translated yet, and names what fell back', async () => {
    const payload = await payloadClient();
    const png = await landscapePng('news-partly-translated', 'city');
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'Снимок к новости с частичным переводом' },
      file: { data: png, mimetype: 'image/png', name: 'news-partly-translated.png', size: png.length },
      locale: 'ru',
    });
    const doc = await payload.create({
      collection: 'news',
      locale: 'ru',
      data: {
        title: 'Новость с частичным переводом',
        excerpt: 'Краткое содержание только по-русски.',
        content: rt('Текст новости только по-русски.') as never,
        source: 'Пресс-служба агентства',
        image: picture.id,
        _status: 'published',
        publishedAt: '2020-01-03T00:00:00.000Z',
      },
    });
    await payload.update({ collection: 'news', id: doc.id, locale: 'tr', data: { title: 'Kısmen çevrilmiş haber', _status: 'published' } });
    const id = doc.slug!;
    const ru = await getItem(detail.GET, `news/${id}`, { params: { id } });
    const tr = await getItem(detail.GET, `news/${id}`, { params: { id }, language: 'tr' });
    const zh = await getItem(detail.GET, `news/${id}`, { params: { id }, language: 'zh' });
    // Gone before the next tests count the published news.
    await payload.delete({ collection: 'news', id: doc.id });
    await payload.delete({ collection: 'media', id: picture.id });
    // Turkish: the title is translated, the summary, the text and the source are not → Russian, and the answer names
    // them (so the portal marks them lang="ru").
    expect(tr.title).toBe('Kısmen çevrilmiş haber');
    expect(tr.excerpt).toBe(ru.excerpt);
    expect(tr.content).toBe(ru.content);
    expect(tr.untranslated).toEqual(expect.arrayContaining(['excerpt', 'content', 'source']));
    expect(tr.untranslated).not.toContain('title');
    // Chinese: nothing translated → all Russian, every text named, the picture's alt text too; Russian names nothing.
    expect(withoutMarks(zh)).toEqual(ru);
    expect(zh.untranslated).toEqual(expect.arrayContaining(['title', 'excerpt', 'content', 'source']));
    expect((zh.image as Item).untranslated).toEqual(['alt']);
    expect(JSON.stringify(ru)).not.toContain('untranslated');
  });

  it('finds an item by slug or by numeric id, with text as sanitized HTML, source and photo source', async () => {
    const slug = 'portfel-kip-eniseyskaya-sibir-prevysil-160-iniciativ';
    const bySlug = await getItem(detail.GET, `news/${slug}`, { params: { id: slug } });
    const byId = await getItem(detail.GET, `news/${bySlug.id}`, { params: { id: String(bySlug.id) } });
    expect(byId).toEqual(bySlug);
    expect(bySlug.content).toContain('<strong>160 инициатив</strong>');
    expect(bySlug.content).toContain('<a href="/projects/cip-eniseyskaya-sybir">');
    expect(bySlug.content).toMatch(/<ul><li[^>]*>добыча/);
    expect(bySlug).toMatchObject({ source: expect.any(String), photoSource: expect.any(String) });
    expectNoStaffFields(bySlug);
  });

  it('is 404 for an unknown id or slug', async () => {
    await expect404(detail.GET, 'news/999999', { id: '999999' });
    await expect404(detail.GET, 'news/no-such-news', { id: 'no-such-news' });
    await expect404(detail.GET, 'news/..%2Fstaff', { id: '..%2Fstaff' });
  });

  it('is 422 for a malformed page or limit', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5']) await expect422(list.GET, `news?${query}`, 'page');
    for (const query of ['limit=0', 'limit=101', 'limit=ten']) await expect422(list.GET, `news?${query}`, 'limit');
  });

  it('answers a page beyond the whole numbers with its one message, not zod’s own beside it', async () => {
    const { status, body } = await call<Record<string, string[]>>(list.GET, 'news?page=99999999999999999999999');
    expect(status).toBe(422);
    expect(body.result).toEqual({ page: ['Page must be a whole number from 1.'] });
  });

  it('never shows drafts or staff notes; a publish shows at once', async () => {
    const payload = await payloadClient();
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: 'Черновик новости для теста', _status: 'draft', publishedAt: new Date().toISOString(), editorNote: 'секрет редакции' },
    });
    created.push(draft.id);
    expect(draft.slug).toBe('chernovik-novosti-dlya-testa');
    expect((await getList(list.GET, 'news?limit=100')).totalCount).toBe(total);
    await expect404(detail.GET, `news/${draft.slug}`, { id: draft.slug! });
    await expect404(detail.GET, `news/${draft.id}`, { id: String(draft.id) });

    await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' } });
    const after = await getList(list.GET, 'news?limit=100');
    expect(after.totalCount).toBe(total + 1);
    const item = after.items.find((n) => n.id === draft.id)!;
    expect(item.title).toBe('Черновик новости для теста');
    expect(JSON.stringify(after)).not.toContain('секрет редакции');
    expectNoStaffFields(after);
  });

  it('keeps showing the published version while a newer draft of it is being edited', async () => {
    const payload = await payloadClient();
    const doc = await payload.create({ collection: 'news', data: { title: 'Опубликованная версия', _status: 'published', publishedAt: '2020-01-02T00:00:00.000Z' } });
    created.push(doc.id);
    await payload.update({ collection: 'news', id: doc.id, draft: true, data: { title: 'Черновая правка', _status: 'draft' } });
    const item = await getItem(detail.GET, `news/${doc.id}`, { params: { id: String(doc.id) } });
    expect(item.title).toBe('Опубликованная версия');
    expect(JSON.stringify(await getList(list.GET, 'news?limit=100'))).not.toContain('Черновая правка');
  });

  it('sanitizes rich text: no script URLs, links to new tabs get rel=noopener', async () => {
    const payload = await payloadClient();
    const doc = await payload.create({
      collection: 'news',
      data: {
        title: 'Проверка ссылок',
        _status: 'published',
        publishedAt: '2020-01-01T00:00:00.000Z',
        content: rt('Смотрите [сайт](https://example.org) и [это](javascript:alert(1)) и <script>alert(2)</script>') as never,
      },
    });
    created.push(doc.id);
    const item = await getItem(detail.GET, `news/${doc.slug}`, { params: { id: doc.slug! } });
    const html = String(item.content);
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">сайт</a>');
    expect(html).not.toMatch(/javascript:|<script/i);
    expect(html).toContain('&lt;script&gt;');
  });
});

/** An answer without its `untranslated` marks (at any depth). */
function withoutMarks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMarks);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'untranslated').map(([key, v]) => [key, withoutMarks(v)]));
}
