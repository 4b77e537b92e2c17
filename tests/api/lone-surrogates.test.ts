import { beforeAll, describe, expect, it } from 'vitest';
import * as addRoute from '@/app/api/v1/collection/[id]/create/route';
import * as createRoute from '@/app/api/v1/collection/create/route';
import type { Folder, RequestItem } from '@/lib/submissions/types';
import { addRoutes, api, verifiedInvestor } from './auth-helpers';
import { count, form } from './submissions-helpers';

type Handler = Parameters<typeof addRoutes>[0][2];
addRoutes(['POST', /^\/collection\/create$/, createRoute.POST as Handler], ['POST', /^\/collection\/(?<id>[^/]+)\/create$/, addRoute.POST as Handler]);

/**
 * Half of a UTF-16 surrogate pair («\ud800» in JSON) is no character: the database would store U+FFFD in its place.
 * Every text field refuses it as it refuses control characters — the same 422 and the same localized message —
 * and a whole pair (an emoji) is stored as it was sent.
 */
const LONE = ['\ud800', '\udfff', 'a\ud83d', '\ude00b'];

type Errors = Record<string, string[]>;
let user: Awaited<ReturnType<typeof verifiedInvestor>>;
const as = (language: string) => ({ token: user.token, ip: user.ip, headers: { Language: language } });

beforeAll(async () => {
  user = await verifiedInvestor('surrogates');
});

/** Sends `value` and a NUL in its place: both must be the same 422 under `field`. */
async function refusedLikeControls(send: (value: string) => Promise<{ status: number; body: { result: unknown } }>, field: string, value: string) {
  const control = await send('a\u0000b');
  expect(control.status).toBe(422);
  const answer = await send(value);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect((answer.body.result as Errors)[field]).toEqual((control.body.result as Errors)[field]);
}

describe('lone surrogates are refused like control characters', () => {
  it.each(['ru', 'en'])('favourite folder titles and items (%s)', async (language) => {
    const folder = await api<Folder>('POST', 'collection/create', { ...as(language), json: { title: 'Папка 😀' } });
    expect(folder.status).toBe(200);
    expect(folder.body.result.title).toBe('Папка 😀');
    for (const value of LONE) {
      await refusedLikeControls((title) => api('POST', 'collection/create', { ...as(language), json: { title: `Папка ${title}` } }), 'title', value);
      const item = (extra: Record<string, string>) => api('POST', `collection/${folder.body.result.id}/create`, { ...as(language), json: { page_url: '/news', page_title: 'Новости', ...extra } });
      await refusedLikeControls((title) => item({ page_title: title }), 'page_title', value);
      await refusedLikeControls((comment) => item({ comment }), 'comment', value);
    }
  });

  it('passport fields (one-line and multi-line), as JSON', async () => {
    const created = await api<RequestItem>('POST', 'request/create', { token: user.token, form: form({ title: 'Проект', description: 'Описание' }) });
    expect(created.status).toBe(200);
    const passports = await count('passports');
    const save = (data: Record<string, string>) => api('POST', `request/${created.body.result.id}/passport`, { ...as('ru'), json: data });
    for (const value of LONE) {
      await refusedLikeControls((company_name) => save({ company_name }), 'company_name', value);
      await refusedLikeControls((description) => save({ description: `строка\n${description}` }), 'description', value);
    }
    expect(await count('passports')).toBe(passports);
    const saved = await save({ company_name: 'ООО «Ромашка» 😀' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.result as { data: { company_name: string } }).data.company_name).toBe('ООО «Ромашка» 😀');
  });
});
