import { describe, expect, it, vi } from 'vitest';
import getRequestConfig from './request';
import { defaultLocale, isLocale, LOCALE_COOKIE, locales, routing } from './routing';

// Outside a React Server Components bundle next-intl/server refuses to run: keep its identity wrapper only.
vi.mock('next-intl/server', () => ({ getRequestConfig: <T>(create: T) => create }));

describe('routing', () => {
  it('serves ru without a prefix and en/tr/zh with one', () => {
    expect([...locales]).toEqual(['ru', 'en', 'tr', 'zh']);
    expect(defaultLocale).toBe('ru');
    expect(routing.defaultLocale).toBe('ru');
    expect(routing.localePrefix).toBe('as-needed');
  });

  it('keeps the language choice for 365 days, SameSite=Lax, path /', () => {
    expect(routing.localeCookie).toMatchObject({
      name: 'NEXT_LOCALE',
      maxAge: 365 * 24 * 60 * 60,
      sameSite: 'lax',
      path: '/',
    });
    expect(LOCALE_COOKIE.name).toBe('NEXT_LOCALE');
  });

  it('isLocale accepts only the four locales', () => {
    for (const locale of locales) expect(isLocale(locale)).toBe(true);
    for (const value of ['fr', 'RU', 'en-US', '', undefined, null, 1]) expect(isLocale(value)).toBe(false);
  });
});

describe('request config', () => {
  type Config = { locale: string; messages: { routes: Record<string, string> } };
  const load = (requested: string | undefined) =>
    (getRequestConfig as unknown as (params: { requestLocale: Promise<string | undefined> }) => Promise<Config>)({
      requestLocale: Promise.resolve(requested),
    });

  it('loads the messages of a known locale', async () => {
    const config = await load('zh');
    expect(config.locale).toBe('zh');
    expect(config.messages.routes.news).toBe('新闻');
  });

  it.each(['fr', undefined])('falls back to Russian for %s', async (requested) => {
    const config = await load(requested);
    expect(config.locale).toBe('ru');
    expect(config.messages.routes.home).toBe('Главная');
  });
});
