import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EVENT_REGISTRATION_MESSAGES } from '@/lib/submissions/schemas/event-registration';
import ru from '@/messages/ru.json';
import { outageMessage } from '../ops/outage-message';
import { parseOr422, readBody } from './body';
import { HttpError } from './errors';
import { handle } from './handler';
import { requestLocale, statedLocale } from './locale';

vi.mock('../ops/log', () => ({ log: vi.fn() }));

const call = (language?: string) => new Request('http://localhost/api/v1/x', { headers: language ? { Language: language } : {} });
const body = async (response: Response) => (await response.json()) as { success: boolean; result: unknown };

describe('handle', () => {
  it('passes the answer through and adds Vary: Language once', async () => {
    const answer = await handle(async () => Response.json({ success: true, result: 1 }, { headers: { Vary: 'Cookie' } }))(call());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('vary')).toBe('Cookie, Language');
  });

  it('an HttpError is its status, result and headers in the envelope', async () => {
    const answer = await handle(async () => {
      throw new HttpError(429, { password: ['Too many attempts.'] }, { 'Retry-After': '30' });
    })(call());
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(await body(answer)).toEqual({ success: false, result: { password: ['Too many attempts.'] } });
  });

  it("Payload's 4xx errors keep their status; anything else is a 500 without its text", async () => {
    const payload404 = await handle(async () => {
      throw Object.assign(new Error('Not Found'), { status: 404 });
    })(call());
    expect([payload404.status, await body(payload404)]).toEqual([404, { success: false, result: { message: 'Not found' } }]);
    const unexpected = await handle(async () => {
      throw new Error('secret detail');
    })(call());
    expect([unexpected.status, await body(unexpected)]).toEqual([500, { success: false, result: { message: 'Internal server error' } }]);
  });

  it('a database out of service is a 503 with Retry-After, in the caller’s language', async () => {
    const answer = await handle(async () => {
      throw Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    })(call('en'));
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(answer)).result).toEqual({ message: outageMessage('database', 'en') });
    expect(outageMessage('database', 'en')).not.toBe(outageMessage('database', 'ru'));
  });

  it('localize: the catalogue’s messages in the caller’s language, others as they are', async () => {
    const throwing = handle(
      async () => {
        throw new HttpError(422, { event_id: [EVENT_REGISTRATION_MESSAGES.registrationClosed], page: ['Page must be a whole number from 1.'] });
      },
      { localize: { namespace: 'eventRegistrationApi', messages: EVENT_REGISTRATION_MESSAGES } },
    );
    expect((await body(await throwing(call('ru')))).result).toEqual({
      event_id: [ru.eventRegistrationApi.registrationClosed],
      page: ['Page must be a whole number from 1.'],
    });
    expect((await body(await throwing(call()))).result).toEqual({
      event_id: [ru.eventRegistrationApi.registrationClosed],
      page: ['Page must be a whole number from 1.'],
    });
    expect((await body(await throwing(call('en')))).result).toMatchObject({ event_id: [EVENT_REGISTRATION_MESSAGES.registrationClosed] });
  });

  it('onAnswer runs on every answer, an error’s too', async () => {
    const mark = (response: Response) => {
      response.headers.set('x-marked', 'yes');
      return response;
    };
    const fine = await handle(async () => new Response('ok'), { onAnswer: mark })(call());
    const failed = await handle(
      async () => {
        throw new HttpError(401, { message: 'Unauthorized' });
      },
      { onAnswer: mark },
    )(call());
    expect([fine.headers.get('x-marked'), failed.headers.get('x-marked'), failed.status]).toEqual(['yes', 'yes', 401]);
  });
});

describe('the one 422 shape', () => {
  it('keys issues by the top-level field, each message once; an issue of the whole body under `message`', () => {
    const schema = z
      .object({ name: z.string().min(2, 'Too short.'), okveds: z.array(z.string().regex(/^\d+$/, 'Digits only.')) })
      .refine((value) => value.name !== 'xx', 'Not this one.');
    const caught = (input: unknown) => {
      try {
        parseOr422(schema, input);
      } catch (error) {
        return error as HttpError;
      }
      throw new Error('parsed');
    };
    const error = caught({ name: 'a', okveds: ['1', 'a', 'b'] });
    expect([error.status, error.result]).toEqual([422, { name: ['Too short.'], okveds: ['Digits only.'] }]);
    expect(caught({ name: 'xx', okveds: [] }).result).toEqual({ message: ['Not this one.'] });
  });
});

describe('readBody', () => {
  const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/v1/x', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

  it('reads JSON, urlencoded and multipart fields', async () => {
    expect((await readBody(post('{"a":1}', 'application/json'))).fields).toEqual({ a: 1 });
    expect((await readBody(post('a=1&b=2', 'application/x-www-form-urlencoded'))).fields).toEqual({ a: '1', b: '2' });
    const form = new FormData();
    form.set('a', 'x');
    form.set('file', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
    const multipart = new Request('http://localhost/api/v1/x', { method: 'POST', body: form });
    const read = await readBody(multipart);
    expect({ ...read.fields }).toEqual({ a: 'x' });
    expect(read.files.file?.name).toBe('hello.txt');
  });

  it('refuses more than the limit (413) and what it cannot read (400, 415)', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(100) });
    await expect(readBody(post(big, 'application/json'), { limit: 50 })).rejects.toMatchObject({ status: 413 });
    await expect(readBody(post('[1]', 'application/json'))).rejects.toMatchObject({ status: 400 });
    await expect(readBody(post('<x/>', 'text/xml'))).rejects.toMatchObject({ status: 415 });
  });
});

describe('requestLocale and statedLocale', () => {
  it('read the Language header, a regional form too; Russian or null when it names none', () => {
    expect([requestLocale(call('zh-CN')), statedLocale(call('zh-CN'))]).toEqual(['zh', 'zh']);
    expect([requestLocale(call('EN')), statedLocale(call(' tr '))]).toEqual(['en', 'tr']);
    expect([requestLocale(call()), statedLocale(call())]).toEqual(['ru', null]);
    expect([requestLocale(call('de')), statedLocale(call('english'))]).toEqual(['ru', null]);
  });
});
