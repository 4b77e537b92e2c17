import { defineRouting } from 'next-intl/routing';

export const locales = ['ru', 'en', 'tr', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

/** The cookie that keeps the visitor's language choice (spec §9: 365 days, SameSite=Lax, path /). */
export const LOCALE_COOKIE = {
  name: 'NEXT_LOCALE',
  maxAgeDays: 365,
  sameSite: 'lax',
  path: '/',
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60,
    sameSite: LOCALE_COOKIE.sameSite,
    path: LOCALE_COOKIE.path,
  },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
