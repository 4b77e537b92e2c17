import { afterEach, describe, expect, it, vi } from 'vitest';
import * as eventRegistrationRoute from '@/app/api/v1/event/registration/route';
import { blockedFor, resetMemoryLimiters } from '@/lib/platform/rate-limit/limiter';
import { addRoutes, api, registerInvestor, unique, verifiedInvestor } from './auth-helpers';
import { form } from './submissions-helpers';

addRoutes(['POST', /^\/event\/registration$/, eventRegistrationRoute.POST as Parameters<typeof addRoutes>[0][2]]);

/**
 * The abuse limits (lib/platform/rate-limit/limits.ts), each per client address AND per account or e-mail:
 * a 429 in the envelope with Retry-After and a message in the caller's language. Limits are lowered per test with
 * their environment variable (the counters are rebuilt when a limit changes).
 */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetMemoryLimiters();
});

const RU_TOO_MANY = 'Слишком много запросов. Попробуйте позже.';
const TR_TOO_MANY = 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.';

function expect429(answer: { status: number; headers: Headers; body: { success: boolean; result: unknown } }, result: unknown) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ success: false, result });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('login lockout of e-mails without an account (the hashing is compared in auth-login.test.ts)', () => {
  it('an unknown e-mail locks after 5 failures like an account, counted in the shared limiter store', async () => {
    const { email, ip } = unique('phantom');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api('POST', 'auth/login/email', { ip, json: { email, password: 'wrong-password-1' } })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect(await blockedFor('loginFailures', email)).toBeGreaterThan(14 * 60_000);
  });
});

describe('per client address and per account or e-mail', () => {
  it('registration: per e-mail address too, whatever addresses the attempts come from', async () => {
    vi.stubEnv('AUTH_LIMIT_REGISTRATION_ADDRESS', '2');
    const { email } = unique('reg-limit');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await registerInvestor(email, unique().ip));
    expect(statuses.slice(0, 2).map((answer) => answer.status)).toEqual([200, 422]);
    expect429(statuses[2]!, { message: RU_TOO_MANY });
  });

  it('password recovery: per e-mail address across addresses, under the `email` field', async () => {
    vi.stubEnv('AUTH_LIMIT_RECOVERY_ADDRESS', '1');
    const { email } = unique('recovery-limit');
    const first = await api('POST', 'auth/password-recovery/email', { ip: unique().ip, json: { email } });
    expect(first.status).toBe(422);
    const second = await api('POST', 'auth/password-recovery/email', { ip: unique().ip, json: { email }, language: 'tr' });
    expect429(second, { email: [TR_TOO_MANY] });
  });

  it('project submissions: per account (from any address) and per address; a guest per e-mail', async () => {
    vi.stubEnv('LIMIT_SUBMISSION_ACCOUNT', '1');
    const user = await verifiedInvestor('submit-limit');
    const body = () => form({ title: 'Завод', description: 'Описание проекта' });
    expect((await api('POST', 'request/create', { token: user.token, ip: unique().ip, form: body() })).status).toBe(200);
    const again = await api('POST', 'request/create', { token: user.token, ip: unique().ip, form: body(), language: 'ru' });
    expect429(again, { message: RU_TOO_MANY });

    const guest = { title: 'Склад', description: 'Описание', name: 'Гость', email: unique('guest').email, phone: '+7 391 200-00-01', consent: 'true' };
    expect((await api('POST', 'request/create', { ip: unique().ip, form: form(guest) })).status).toBe(200);
    expect((await api('POST', 'request/create', { ip: unique().ip, form: form(guest) })).status).toBe(429);

    vi.stubEnv('LIMIT_SUBMISSION', '1');
    const { ip } = unique();
    const other = { ...guest, email: unique('guest').email };
    expect((await api('POST', 'request/create', { ip, form: form(other) })).status).toBe(200);
    expect429(await api('POST', 'request/create', { ip, form: form({ ...other, email: unique('guest').email }), language: 'ru' }), { message: RU_TOO_MANY });
  });

  it('appeals and passport saves: per account', async () => {
    vi.stubEnv('LIMIT_APPEAL_ACCOUNT', '1');
    vi.stubEnv('LIMIT_PASSPORT_ACCOUNT', '1');
    const user = await verifiedInvestor('appeal-limit');
    const appeal = () => form({ message: 'Вопрос', agreement: 'true' });
    expect((await api('POST', 'message/send', { token: user.token, form: appeal() })).status).toBe(200);
    expect((await api('POST', 'message/send', { token: user.token, form: appeal(), ip: unique().ip })).status).toBe(429);

    const created = await api<{ id: number }>('POST', 'request/create', { token: user.token, form: form({ description: 'Проект' }) });
    const url = `request/${created.body.result.id}/passport`;
    expect((await api('POST', url, { token: user.token, form: form({ company_name: 'ООО Тест' }) })).status).toBe(200);
    expect((await api('POST', url, { token: user.token, form: form({ company_name: 'ООО Тест 2' }), ip: unique().ip })).status).toBe(429);
  });

  it('event registration: per e-mail address, before anything is looked up', async () => {
    vi.stubEnv('EVENT_LIMIT_REGISTRATION_ADDRESS', '1');
    const { email } = unique('event-limit');
    const fields = {
      surname: 'Петров', name: 'Иван', patronymic: 'Иванович', phone: '+7 391 200-00-02', email, organization: 'ООО Тест',
      inn: '2466000000', profile: 'Профиль', target: 'Цель', production: 'Производство', dolgnost: 'Директор',
      ploshadka: 'false', mail_agree: 'false', consent: 'true', event_id: '999999',
    };
    const first = await api('POST', 'event/registration', { ip: unique().ip, json: fields });
    expect(first.status).not.toBe(429);
    const second = await api('POST', 'event/registration', { ip: unique().ip, json: fields, language: 'en' });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
