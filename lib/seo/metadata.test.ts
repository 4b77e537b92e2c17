import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { ROUTE_KEYS } from '@/lib/routes';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';
import { pageMetadata, shownLanguage, summaryText } from './metadata';

const ORIGIN = 'https://invest.example.ru';
const base = { origin: ORIGIN, siteName: 'Портал', title: 'Новости', description: 'Новости региона', path: '/news' } as const;

describe('pageMetadata', () => {
  it('gives the canonical URL in the page locale and the four alternates plus x-default', () => {
    const meta = pageMetadata({ ...base, locale: 'en' });
    expect(meta.alternates).toEqual({
      canonical: `${ORIGIN}/en/news`,
      languages: {
        ru: `${ORIGIN}/news`,
        en: `${ORIGIN}/en/news`,
        tr: `${ORIGIN}/tr/news`,
        zh: `${ORIGIN}/zh/news`,
        'x-default': `${ORIGIN}/news`,
      },
    });
    expect(meta.description).toBe('Новости региона');
  });

  it('shares the portal picture as an absolute 1200×630 image by default', () => {
    const meta = pageMetadata({ ...base, locale: 'ru' });
    expect(meta.openGraph).toMatchObject({
      url: `${ORIGIN}/news`,
      title: 'Новости',
      siteName: 'Портал',
      locale: 'ru_RU',
      alternateLocale: ['en_US', 'tr_TR', 'zh_CN'],
      images: [{ url: `${ORIGIN}/og-image.png`, width: 1200, height: 630, alt: 'Новости' }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [`${ORIGIN}/og-image.png`] });
  });

  it("shares an item's own picture, made absolute", () => {
    const meta = pageMetadata({ ...base, locale: 'zh', image: { url: '/api/cms/media/file/a.jpg', width: 800, height: 600, alt: '' } });
    expect(meta.openGraph?.images).toEqual([{ url: `${ORIGIN}/api/cms/media/file/a.jpg`, width: 800, height: 600, alt: 'Новости' }]);
  });

  it('keeps an absolute title for the home page and uses its text in Open Graph', () => {
    const meta = pageMetadata({ ...base, path: '/', title: { absolute: 'Портал' }, locale: 'tr' });
    expect(meta.title).toEqual({ absolute: 'Портал' });
    expect(meta.openGraph?.title).toBe('Портал');
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/tr`);
  });

  it('marks a private page noindex and advertises no URLs for it', () => {
    const meta = pageMetadata({ ...base, path: '/profile', locale: 'ru', noindex: true });
    expect(meta.robots).toEqual({ index: false, follow: false });
    expect(meta.alternates).toBeUndefined();
    expect(meta.openGraph).toBeUndefined();
  });
});

describe('summaryText', () => {
  it('strips tags and entities and squeezes white space', () => {
    expect(summaryText('<p>Завод&nbsp;«Север» &amp; <b>порт</b></p>\n<p>запущены</p>')).toBe('Завод «Север» & порт запущены');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const text = summaryText('слово '.repeat(100), 50)!;
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('слово…')).toBe(true);
  });

  it('gives nothing for an empty or missing text', () => {
    expect(summaryText('<p> </p>')).toBeUndefined();
    expect(summaryText(null)).toBeUndefined();
  });
});

describe('seo.<routeKey> descriptions', () => {
  const messages = { ru, en, tr, zh } as Record<string, { seo?: Record<string, unknown>; routes: Record<string, string> }>;

  // Chinese says in a dozen characters what the others need forty for.
  const shortest: Record<string, number> = { ru: 40, en: 40, tr: 40, zh: 10 };

  it.each(locales)('every route has a description in %s, not too short, at most 200 characters, none repeated', (locale) => {
    const seo = messages[locale]!.seo ?? {};
    const bad = ROUTE_KEYS.filter((key) => {
      const text = seo[key];
      return typeof text !== 'string' || text.trim().length < shortest[locale]! || text.length > 200;
    });
    expect(bad).toEqual([]);
    const texts = ROUTE_KEYS.map((key) => seo[key]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(locales)('no description in %s merely repeats the title', (locale) => {
    const { seo = {}, routes } = messages[locale]!;
    expect(ROUTE_KEYS.filter((key) => seo[key] === routes[key])).toEqual([]);
  });
});

describe('the language a page is shown in', () => {
  it('an item whose title fell back to Russian says ru in og:locale and is not advertised as a translation', () => {
    const meta = pageMetadata({ ...base, locale: 'zh', path: '/news/a', shownLanguage: 'ru', translatedIn: ['ru', 'en'] });
    expect(meta.openGraph).toMatchObject({ locale: 'ru_RU', alternateLocale: ['en_US'], url: `${ORIGIN}/zh/news/a` });
    expect(meta.alternates?.languages).toEqual({ ru: `${ORIGIN}/news/a`, en: `${ORIGIN}/en/news/a`, 'x-default': `${ORIGIN}/news/a` });
  });

  it('a translated version lists only the versions really written in their language', () => {
    const meta = pageMetadata({ ...base, locale: 'en', path: '/news/a', translatedIn: ['ru', 'en'] });
    expect(meta.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['ru_RU'] });
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(['ru', 'en', 'x-default']);
  });

  it('shownLanguage reads the item’s title (or the named field) from its untranslated list', () => {
    expect(shownLanguage('tr', { title: 'Новость', untranslated: ['title', 'content'] })).toBe('ru');
    expect(shownLanguage('tr', { title: 'Haber', untranslated: ['content'] })).toBe('tr');
    expect(shownLanguage('zh', { name: 'ООО', untranslated: ['name'] }, 'name')).toBe('ru');
    expect(shownLanguage('en', null)).toBe('en');
  });
});

describe('an article', () => {
  it('carries its publication time (article:published_time)', () => {
    const meta = pageMetadata({ ...base, locale: 'en', type: 'article', publishedTime: '2026-11-18T09:00:00.000Z' });
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-11-18T09:00:00.000Z' });
  });

  it('a page that is not an article has none', () => {
    const meta = pageMetadata({ ...base, locale: 'en', publishedTime: '2026-11-18T09:00:00.000Z' });
    expect(meta.openGraph).not.toHaveProperty('publishedTime');
  });
});
