import { afterAll, describe, expect, it } from 'vitest';
import * as passport from '@/app/api/v1/proizvodstvennie-ploshadki/[id]/passport.pdf/route';
import * as siteList from '@/app/api/v1/proizvodstvennie-ploshadki/route';
import { payloadClient } from '@/lib/server/payload';
import { pdfTags, taggedPdfProblems } from '@/testing/tagged-pdf';
import { expect404, expect422, getList } from './helpers';

/** GET /proizvodstvennie-ploshadki/{id}/passport.pdf: a published site's tagged passport in the asked language. */
describe('GET /proizvodstvennie-ploshadki/{id}/passport.pdf', () => {
  const created: number[] = [];
  afterAll(async () => {
    const payload = await payloadClient();
    for (const id of created) await payload.delete({ collection: 'production-sites', id });
  });

  const fetchPassport = async (id: string, { lang, language, etag }: { lang?: string; language?: string; etag?: string } = {}) => {
    const url = new URL(`proizvodstvennie-ploshadki/${id}/passport.pdf${lang ? `?lang=${lang}` : ''}`, 'http://localhost/api/v1/');
    const headers: Record<string, string> = {};
    if (language) headers.Language = language;
    if (etag) headers['If-None-Match'] = etag;
    return passport.GET(new Request(url, { headers }), { params: Promise.resolve({ id }) });
  };

  it('answers a tagged PDF titled with the site, in the language of ?lang= or the Language header', async () => {
    const [site] = (await getList(siteList.GET, 'proizvodstvennie-ploshadki?limit=1', { language: 'en' })).items;
    const byLang = await fetchPassport(site!.slug!, { lang: 'en' });
    expect(byLang.status).toBe(200);
    expect(byLang.headers.get('content-type')).toBe('application/pdf');
    expect(byLang.headers.get('content-disposition')).toBe(`inline; filename="passport-${site!.slug}-en.pdf"`);
    expect(byLang.headers.get('content-language')).toBe('en');
    const pdf = Buffer.from(await byLang.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(taggedPdfProblems(pdf)).toEqual([]);
    expect(pdfTags(pdf)).toMatchObject({ lang: 'en', title: `Site passport: ${site!.title}` });

    const byHeader = await fetchPassport(String(site!.id), { language: 'zh' });
    expect(byHeader.status).toBe(200);
    expect(pdfTags(Buffer.from(await byHeader.arrayBuffer())).lang).toBe('zh');
    // ?lang= wins over the header: a link cannot set the header.
    const both = await fetchPassport(site!.slug!, { lang: 'tr', language: 'zh' });
    expect(pdfTags(Buffer.from(await both.arrayBuffer())).lang).toBe('tr');
    // Without either: Russian.
    const russian = await fetchPassport(site!.slug!);
    expect(pdfTags(Buffer.from(await russian.arrayBuffer())).title).toMatch(/^Паспорт площадки «/);
  });

  it('answers 304 to the ETag it gave, and a new ETag once the site changes', async () => {
    const payload = await payloadClient();
    const site = await payload.create({ collection: 'production-sites', data: { title: 'Площадка для проверки паспорта', siteType: 'greenfield', _status: 'published' } as never });
    created.push(site.id);
    const first = await fetchPassport(String(site.id));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await fetchPassport(String(site.id), { etag })).status).toBe(304);
    await payload.update({ collection: 'production-sites', id: site.id, data: { specialisation: 'Деревообработка' } as never });
    const changed = await fetchPassport(String(site.id), { etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('is 404 for an unknown or unpublished site and 422 for an unknown language', async () => {
    const payload = await payloadClient();
    const draft = await payload.create({ collection: 'production-sites', draft: true, data: { title: 'Черновик площадки для паспорта', siteType: 'greenfield', _status: 'draft' } as never });
    created.push(draft.id);
    await expect404(passport.GET, `proizvodstvennie-ploshadki/${draft.id}/passport.pdf`, { id: String(draft.id) });
    await expect404(passport.GET, 'proizvodstvennie-ploshadki/net-takoy-ploshadki/passport.pdf', { id: 'net-takoy-ploshadki' });
    await expect404(passport.GET, 'proizvodstvennie-ploshadki/999999/passport.pdf', { id: '999999' });
    await expect422(passport.GET, 'proizvodstvennie-ploshadki/1/passport.pdf?lang=de', 'lang', { id: '1' });
  });

  it('refuses other methods with 405', async () => {
    const response = passport.POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });
});
