import config from '@payload-config';
import { getPayload, type Payload } from 'payload';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as reportRoute from '@/app/api/v1/feedback/outdated/route';
import { INACCURACY_REPORT_MESSAGES as R } from '@/lib/feedback/schemas/inaccuracy-report';
import { resetMemoryLimiters } from '@/lib/platform/rate-limit/limiter';
import { addRoutes, api, unique } from './auth-helpers';

type Handler = Parameters<typeof addRoutes>[0][2];
addRoutes(['POST', /^\/feedback\/outdated$/, reportRoute.POST as Handler], ['GET', /^\/feedback\/outdated$/, reportRoute.GET as unknown as Handler]);

type Errors = Record<string, string[]>;

/**
 * POST /feedback/outdated: a visitor's note about a portal page reaches the back office's list (new, for the staff to
 * work through) with the page's path and title, the note, the e-mail and the caller's language; the same text rules and
 * consent as the other guest forms (422 in the caller's language), limited per client address (429), never logged.
 */
let payload: Payload;
beforeAll(async () => {
  payload = await getPayload({ config });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetMemoryLimiters();
});

const report = { page_url: '/en/news/plant-opened', page_title: 'A plant opened in Kansk', comment: 'The phone number is out of date.\nIt is 8 391 000 00 00 now.', consent: true };

async function stored(id: number) {
  return payload.findByID({ collection: 'inaccuracy-reports', id, overrideAccess: true, depth: 0 });
}

describe('POST /feedback/outdated', () => {
  it('stores the report as new, with the page, its title, the note, the canonical e-mail and the language', async () => {
    const { ip } = unique('report');
    const answer = await api<{ id: number }>('POST', 'feedback/outdated', { ip, language: 'en', json: { ...report, email: ' Reader@Example.ORG ' } });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const saved = await stored(answer.body.result.id);
    expect(saved).toMatchObject({
      status: 'new',
      page: '/en/news/plant-opened',
      pageTitle: 'A plant opened in Kansk',
      note: 'The phone number is out of date.\nIt is 8 391 000 00 00 now.',
      email: 'reader@example.org',
      locale: 'en',
    });
  });

  it('takes a urlencoded form without an e-mail or a title (an empty e-mail is none), in Russian by default', async () => {
    const { ip } = unique('report');
    const body = new URLSearchParams({ page_url: '/news', comment: 'Ошибка в дате', email: '', consent: 'on' });
    const answer = await api<{ id: number }>('POST', 'feedback/outdated', { ip, body: { type: 'application/x-www-form-urlencoded', stream: new Blob([body.toString()]).stream() } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const saved = await stored(answer.body.result.id);
    expect(saved).toMatchObject({ page: '/news', pageTitle: '', note: 'Ошибка в дате', locale: 'ru', status: 'new' });
    expect(saved.email ?? null).toBeNull();
  });

  it.each([
    ['no note', { ...report, comment: '   ' }, 'comment', R.required],
    ['a note over 2,000 characters', { ...report, comment: 'x'.repeat(2001) }, 'comment', R.tooLong],
    ['a control character in the note', { ...report, comment: 'bad\u0000note' }, 'comment', R.controlCharacters],
    ['a control character in the title', { ...report, page_title: 'Title\u0007' }, 'page_title', R.controlCharacters],
    ['no consent', { ...report, consent: false }, 'consent', R.consentRequired],
    ['a bad e-mail', { ...report, email: 'not-an-address' }, 'email', R.invalidEmail],
    ['another site’s address', { ...report, page_url: 'https://evil.example/news' }, 'page_url', R.invalidPage],
    ['a protocol-relative address', { ...report, page_url: '//evil.example/news' }, 'page_url', R.invalidPage],
    ['the back office', { ...report, page_url: '/admin/collections/staff' }, 'page_url', R.invalidPage],
    ['the API', { ...report, page_url: '/api/v1/news' }, 'page_url', R.invalidPage],
    ['no page', { ...report, page_url: undefined }, 'page_url', R.required],
  ])('422 for %s, nothing stored (the messages in English for an English caller)', async (_name, json, field, message) => {
    const { ip } = unique('report');
    const before = (await payload.count({ collection: 'inaccuracy-reports', overrideAccess: true })).totalDocs;
    const answer = await api<Errors>('POST', 'feedback/outdated', { ip, language: 'en', json });
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(answer.body.result[field]).toEqual([message]);
    expect((await payload.count({ collection: 'inaccuracy-reports', overrideAccess: true })).totalDocs).toBe(before);
  });

  it('answers its errors in the caller’s language', async () => {
    const { ip } = unique('report');
    const answer = await api<Errors>('POST', 'feedback/outdated', { ip, language: 'ru', json: { ...report, consent: false } });
    expect(answer.body.result.consent).toEqual(['Необходимо согласие на обработку персональных данных.']);
  });

  it('429 with Retry-After past the per-address limit; another address still gets through', async () => {
    vi.stubEnv('LIMIT_INACCURACY_REPORT', '2');
    resetMemoryLimiters();
    const { ip } = unique('report');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await api('POST', 'feedback/outdated', { ip, json: report })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await api('POST', 'feedback/outdated', { ip, json: report });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, result: { message: expect.any(String) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted before the body is read: a malformed attempt counts too, and is refused the same way.
    expect((await api('POST', 'feedback/outdated', { ip, json: {} })).status).toBe(429);
    expect((await api('POST', 'feedback/outdated', { ip: unique('other').ip, json: report })).status).toBe(200);
  });

  it('logs nothing of the report: neither the note nor the e-mail', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    const { ip } = unique('report');
    await api('POST', 'feedback/outdated', { ip, json: { ...report, comment: 'secret-note-4711', email: 'private-4711@example.org' } });
    await api('POST', 'feedback/outdated', { ip, json: { ...report, comment: 'secret-note-4712\u0000', email: 'private-4712@example.org' } });
    expect(lines.join('\n')).not.toMatch(/secret-note|private-47/);
  });

  it('nobody creates a report through the back office’s REST, and only POST is answered here', async () => {
    await expect(payload.create({ collection: 'inaccuracy-reports', data: { page: '/news', note: 'x', status: 'new' }, overrideAccess: false })).rejects.toThrow();
    const get = await api('GET', 'feedback/outdated');
    expect(get.status).toBe(405);
  });
});
