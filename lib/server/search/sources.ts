import 'server-only';
import { createTranslator } from 'next-intl';
import type { GlobalSlug } from 'payload';
import type { Locale } from '@/i18n/routing';
import type { ContentTag } from '@/lib/cache/tags';
import { routePath, PUBLIC_STATIC_ROUTE_KEYS, type RouteKey } from '@/lib/routes';
import type { IndexedDoc } from '@/lib/search/engine';
import type { SearchType } from '@/lib/search/schema';
import { SUPPORT_GROUPS, groupPage } from '@/lib/support-measures';
import { UNTRANSLATED } from '@/lib/api/untranslated';
import { ENDPOINTS, supportMeasures } from '@/lib/server/content/endpoints';
import type { CollectionSource } from '@/lib/server/content/service';
import { allDocumentsNow, globalNow } from '@/lib/server/content/service';
import type { Dto } from '@/lib/server/content/dto';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';

/**
 * What the site search indexes: every public content family, read through the same DTOs the API answers with (so a
 * field a family gains — a site's municipality, its regime, its utilities' sources — is searchable with no change
 * here), each turned into a title, a plain text and the portal address that shows it.
 */

/** One searchable thing in one language (the index's document). `language`: the language of its title (Russian when it fell back). */
export type SearchDoc = IndexedDoc;

/** A family: the cache tags whose expiry (a publish) means it is read again, and how to read it. */
export type SearchFamily = { name: string; tags: readonly ContentTag[]; read: (locale: Locale) => Promise<SearchDoc[]> };

const MESSAGES = { ru, en, tr, zh } as const;

/** Keys of a DTO that hold no readable text (addresses, codes, file data, coordinates). */
const NOT_TEXT = new Set([
  'id', 'slug', 'url', 'filename', 'mimeType', 'sizes', 'width', 'height', 'filesize', 'value', UNTRANSLATED, 'email', 'phone',
  'website', 'link', 'buttonLink', 'href', 'video', 'videoUrl', 'lat', 'lng', 'latitude', 'longitude', 'coordinates', 'geometry',
  'key', 'code', 'order', 'date', 'publishedAt', 'verifiedAt', 'color', 'icon',
]);
const TITLE_KEYS = ['title', 'name', 'question'] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»', mdash: '—', ndash: '–' };

/** Sanitized rich text → its words (block ends become spaces, entities their characters). */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/td|\/th|\/div)[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** Every readable text of a DTO below its title, in field order (a select gives its label, a relation its name). */
function texts(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (!value.trim() || ISO_DATE.test(value) || /^(https?:|\/|mailto:|tel:)/.test(value)) return;
    out.push(/<[a-z][^>]*>/i.test(value) ? htmlText(value) : value);
  } else if (Array.isArray(value)) {
    for (const item of value) texts(item, out);
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    // A file: its alt or title is its text; nothing else of it is.
    if ('mimeType' in object) return texts(object.alt ?? object.title, out);
    for (const [key, inner] of Object.entries(object)) if (!NOT_TEXT.has(key)) texts(inner, out);
  }
}

const untranslatedOf = (dto: Dto): string[] => (Array.isArray(dto[UNTRANSLATED]) ? (dto[UNTRANSLATED] as string[]) : []);

/** A DTO as a search document (null when it has no title to show). */
export function toSearchDoc(dto: Dto, locale: Locale, type: SearchType, url: (dto: Dto) => string, fallbackTitle?: string): SearchDoc | null {
  const titleKey = TITLE_KEYS.find((key) => typeof dto[key] === 'string' && (dto[key] as string).trim());
  const title = titleKey ? (dto[titleKey] as string).trim() : fallbackTitle;
  if (!title) return null;
  const body: string[] = [];
  for (const [key, value] of Object.entries(dto)) if (key !== titleKey && !NOT_TEXT.has(key)) texts(value, body);
  const fellBack = untranslatedOf(dto);
  const textKeys = Object.keys(dto).filter((key) => key !== titleKey && !NOT_TEXT.has(key));
  const slug = typeof dto.slug === 'string' && dto.slug ? dto.slug : null;
  const itemId = (dto.id as number | string | undefined) ?? slug ?? type;
  return {
    key: `${type}:${String(itemId)}`,
    type,
    itemId,
    slug,
    title,
    text: body.join(' \n').replace(/[ \t]+/g, ' ').trim(),
    url: url(dto),
    language: titleKey && fellBack.includes(titleKey) ? 'ru' : locale,
    textLanguage: textKeys.some((key) => fellBack.includes(key)) ? 'ru' : locale,
  };
}

const detail = (route: RouteKey) => (dto: Dto) => `${routePath(route)}/${encodeURIComponent(String(dto.slug || dto.id))}`;
const anchored = (route: RouteKey, prefix: string, by: 'id' | 'slug' = 'id') => (dto: Dto) => `${routePath(route)}#${prefix}${String(dto[by] ?? dto.id)}`;

function collection(name: string, tags: readonly ContentTag[], type: SearchType, source: CollectionSource, url: (dto: Dto) => string): SearchFamily {
  return {
    name,
    tags,
    read: async (locale) => (await allDocumentsNow(source, locale)).flatMap((dto) => toSearchDoc(dto, locale, type, url) ?? []),
  };
}

/** A global shown on one page: the page's title is the document's title when the global has none. */
function single(slug: GlobalSlug & ContentTag, type: SearchType, route: RouteKey): SearchFamily {
  return {
    name: slug,
    tags: [slug],
    read: async (locale) => {
      const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'routes' });
      const doc = toSearchDoc({ ...(await globalNow(slug, locale)), id: slug }, locale, type, () => routePath(route), t(route));
      return doc ? [{ ...doc, slug: null }] : [];
    },
  };
}

/** The numbered page texts (GET /setting/{n}) and the page each one stands on (its `setting={n}` in app/(site)). */
const SETTING_PAGES: Array<{ setting: number; route: RouteKey; type: SearchType }> = [
  { setting: 0, route: 'home', type: 'pages' },
  { setting: 1, route: 'aboutRegion', type: 'pages' },
  { setting: 2, route: 'investorAlgorithm', type: 'pages' },
  { setting: 3, route: 'investSites', type: 'pages' },
  { setting: 4, route: 'preferentialZones', type: 'zones' },
  { setting: 5, route: 'zoneSez', type: 'zones' },
  { setting: 6, route: 'zoneAdt', type: 'zones' },
  { setting: 7, route: 'zoneCluster', type: 'zones' },
  { setting: 9, route: 'arctics', type: 'zones' },
  { setting: 10, route: 'arcticsDocuments', type: 'zones' },
  { setting: 11, route: 'supportMeasures', type: 'support' },
  { setting: 12, route: 'supportFinancial', type: 'support' },
  { setting: 13, route: 'supportTax', type: 'support' },
  { setting: 14, route: 'supportProperty', type: 'support' },
  { setting: 15, route: 'supportAccompaniment', type: 'support' },
  { setting: 17, route: 'supportPpp', type: 'support' },
  { setting: 18, route: 'investStandard', type: 'pages' },
  { setting: 19, route: 'standardDeclaration', type: 'pages' },
  { setting: 20, route: 'standardCommittee', type: 'pages' },
  { setting: 21, route: 'standardRules', type: 'pages' },
  { setting: 22, route: 'projects', type: 'projects' },
  { setting: 23, route: 'projectsCip', type: 'projects' },
  { setting: 24, route: 'projectsInvest', type: 'projects' },
  { setting: 25, route: 'projectsPerspective', type: 'projects' },
  { setting: 26, route: 'projectsArcticResidents', type: 'projects' },
  { setting: 27, route: 'successStories', type: 'pages' },
  { setting: 28, route: 'events', type: 'pages' },
  { setting: 29, route: 'news', type: 'pages' },
  { setting: 30, route: 'videoGallery', type: 'pages' },
  { setting: 31, route: 'governorAddress', type: 'pages' },
];
const PAGE_OF_SETTING = new Map(SETTING_PAGES.map((page) => [page.setting, page]));

/** Pages that only link elsewhere or belong to one visitor: not search results. */
const NOT_RESULTS: ReadonlySet<RouteKey> = new Set(['template', 'verification', 'verificationVerified', 'eventRegistrationSuccess', 'home', 'search']);

const settingsFamily: SearchFamily = {
  name: 'settings',
  tags: ['setting'],
  read: async (locale) => {
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'routes' });
    const settings = await allDocumentsNow(ENDPOINTS.setting.source, locale);
    const withText = new Set<RouteKey>();
    const docs = settings.flatMap((dto) => {
      const page = PAGE_OF_SETTING.get(Number(dto.key));
      if (!page || NOT_RESULTS.has(page.route)) return [];
      withText.add(page.route);
      // The page's own name leads its text: the route title is what the menus call it.
      const fellBack = untranslatedOf(dto).map((key) => (key === 'title' ? 'subtitle' : key));
      const renamed = { ...dto, id: page.route, slug: null, title: t(page.route), subtitle: dto.title, [UNTRANSLATED]: fellBack };
      const doc = toSearchDoc(renamed, locale, page.type, () => routePath(page.route));
      return doc ? [{ ...doc, language: locale }] : [];
    });
    // Every other public page is findable by its name (the calculator, the map, the direct line…).
    const named = PUBLIC_STATIC_ROUTE_KEYS.filter((route) => !withText.has(route) && !NOT_RESULTS.has(route)).map(
      (route): SearchDoc => ({
        key: `pages:${route}`,
        type: 'pages',
        itemId: route,
        slug: null,
        title: t(route),
        text: '',
        url: routePath(route),
        language: locale,
        textLanguage: locale,
      }),
    );
    return [...docs, ...named];
  },
};

/** Every family the index is made of. */
export const SEARCH_FAMILIES: SearchFamily[] = [
  collection('news', ['news'], 'news', ENDPOINTS.news.source, detail('news')),
  collection('events', ['event', 'event-type', 'event-city'], 'events', ENDPOINTS.event.source, (dto) => `${routePath('events')}/${encodeURIComponent(String(dto.slug || dto.id))}`),
  collection('sites', ['production-site'], 'sites', ENDPOINTS.productionSites.source, detail('productionSites')),
  collection('cip', ['cip'], 'projects', ENDPOINTS.cip.source, detail('projectsCip')),
  collection('invest-projects', ['invest-project', 'invest-project-type'], 'projects', ENDPOINTS.investProject.source, detail('projectsInvest')),
  collection('perspective-projects', ['perspective-project'], 'projects', ENDPOINTS.perspectiveProjects.source, detail('projectsPerspective')),
  collection('arctic-residents', ['arctic-resident'], 'projects', ENDPOINTS.arcticResidents.source, detail('projectsArcticResidents')),
  collection('success-stories', ['success-story'], 'news', ENDPOINTS.successStories.source, detail('successStories')),
  ...SUPPORT_GROUPS.map((group) =>
    collection(`support-${group}`, ['support-measures'], 'support', supportMeasures(group)!.source, anchored(groupPage(group).route, 'measure-', 'slug')),
  ),
  collection('faq', ['faq'], 'faq', ENDPOINTS.faq.source, anchored('faq', 'faq-')),
  collection('institutions', ['development-institutions'], 'institutions', ENDPOINTS.developmentInstitutions.source, () => routePath('institutions')),
  collection('invest-rules', ['invest-rules'], 'pages', ENDPOINTS.investRules.source, () => routePath('standardRules')),
  single('about-region', 'pages', 'aboutRegion'),
  single('arctic', 'zones', 'arctics'),
  single('techno-valley', 'zones', 'zoneSez'),
  single('project-implementation-algorithm', 'pages', 'standardAlgorithm'),
  single('korporaciya-razvitiya-eniseyskoy-sibiri', 'pages', 'standardCorporation'),
  settingsFamily,
];

/** The families a change of these cache tags touches. */
export function familiesOf(tags: readonly string[]): SearchFamily[] {
  const changed = new Set(tags.map((tag) => tag.split(':')[0]));
  return SEARCH_FAMILIES.filter((family) => family.tags.some((tag) => changed.has(tag)));
}
