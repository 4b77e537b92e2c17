import type { Metadata } from 'next';
import { locales, type Locale } from '@/i18n/routing';
import { absoluteUrl, pageAlternates } from './alternates';
import { langOf, type MaybeUntranslated } from '@/lib/api/untranslated';

/** The portal's share picture (public/og-image.png, made by scripts/generate-og-image.mjs). */
export const DEFAULT_OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Open Graph locale names (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US', tr: 'tr_TR', zh: 'zh_CN' };

export type SeoImage = { url: string; width?: number | null; height?: number | null; alt?: string | null };

export type PageSeo = {
  /** Public origin (lib/seo/site-url.ts: PUBLIC_URL, else this server). */
  origin: string;
  locale: Locale;
  /** The page's path without the locale prefix: `/news/some-slug`. */
  path: string;
  /** As shown in the tab; `absolute` skips the layout's "— site name" template (home page). */
  title: string | { absolute: string };
  description?: string | null;
  siteName: string;
  /** A root-relative or absolute picture; the portal's share picture when absent. */
  image?: SeoImage | null;
  /** Private pages: not indexed, no canonical or alternates advertised. */
  noindex?: boolean;
  type?: 'website' | 'article';
  /** An article's first publication (ISO date-time): Open Graph's `article:published_time`. */
  publishedTime?: string | null;
  /**
   * The language the page's main content is shown in, when it is not the locale's: an item whose title fell back to
   * Russian (lib/api/untranslated.ts) is a Russian page in a Turkish frame, and says ru in `og:locale`.
   */
  shownLanguage?: Locale;
  /**
   * The locales whose version of the page shows its main content in their own language (default: all four); the
   * others are left out of the hreflang alternates and of `og:locale:alternate`, so an untranslated version is never
   * advertised as a translation. The Russian original is always listed.
   */
  translatedIn?: readonly Locale[];
};

/** The picture of a page as an absolute URL (Open Graph needs one), or the portal's share picture. */
function shareImage(origin: string, image: SeoImage | null | undefined, alt: string) {
  if (image?.url) {
    const url = /^https?:\/\//i.test(image.url) ? image.url : absoluteUrl(origin, image.url);
    return { url, ...(image.width ? { width: image.width } : {}), ...(image.height ? { height: image.height } : {}), alt: image.alt || alt };
  }
  return { url: absoluteUrl(origin, DEFAULT_OG_IMAGE.path), width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height, alt };
}

/**
 * The head of a page: title, description, canonical URL and hreflang alternates (absolute, ru without prefix,
 * x-default → ru), Open Graph and Twitter card with a picture. Next replaces, not merges, a parent's `openGraph`,
 * so every page carries the whole set.
 */
export function pageMetadata({
  origin,
  locale,
  path,
  title,
  description,
  siteName,
  image,
  noindex,
  type = 'website',
  publishedTime,
  shownLanguage = locale,
  translatedIn = locales,
}: PageSeo): Metadata {
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  const desc = description?.trim() || undefined;
  if (noindex) return { title, description: desc, robots: { index: false, follow: false } };
  const alternates = pageAlternates(origin, locale, path, translatedIn);
  const picture = shareImage(origin, image, plainTitle);
  const common = {
    siteName,
    title: plainTitle,
    description: desc,
    url: alternates.canonical,
    locale: OG_LOCALES[shownLanguage],
    alternateLocale: locales.filter((other) => other !== shownLanguage && (other === 'ru' || translatedIn.includes(other))).map((other) => OG_LOCALES[other]),
    images: [picture],
  };
  return {
    title,
    description: desc,
    alternates,
    openGraph: type === 'article' ? { ...common, type, ...(publishedTime ? { publishedTime } : {}) } : { ...common, type },
    twitter: { card: 'summary_large_image', title: plainTitle, description: desc, images: [picture.url] },
  };
}

/** A short plain-text description from an item's summary or HTML text: tags stripped, at most `max` characters. */
export function summaryText(value: unknown, max = 200): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/**
 * The language a content page is shown in: its locale's, unless the text that names the page (`field`: its title or
 * name) fell back to Russian — then the page is a Russian page, whatever its frame says, and its JSON-LD `inLanguage`
 * and `og:locale` say ru. Only the main text decides: a translated title over a body still in Russian is a page in its
 * locale with a Russian part (marked lang="ru" where it stands).
 */
export function shownLanguage(locale: Locale, item: MaybeUntranslated, field = 'title'): Locale {
  return langOf(item, field).lang ?? locale;
}
