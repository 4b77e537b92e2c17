import 'server-only';
import { createTranslator } from 'next-intl';
import { localeFormat } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import { MESSENGER_NAMES, MESSENGERS, PHONE, type Messenger } from '@/lib/agency-contacts';
import { UNTRANSLATED } from '@/lib/api/untranslated';
import { routePath } from '@/lib/routes';
import { absoluteUrl, localizedPath } from '@/lib/seo/alternates';
import { DISTANCE_KEYS, isStale, UNIT_MESSAGE_KEYS, UTILITY_KEYS, UTILITY_UNITS, unknownUtilities, type SiteUnit, type UtilityKey } from '@/lib/sites/vocabulary';
import { calendarDateText, krasnoyarskDate } from '@/lib/submissions/deadlines';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';
import type { PassportInput, PassportSection, PassportText } from './document';

const MESSAGES = { ru, en, tr, zh } as const;

type Option = { value: string; label: string } | null;
type UtilityDto = { available: boolean; capacity: number | null; unit: string; source: string | null; verifiedAt: string | null; voltageKv?: number | null };

/** What the passport shows of a production site: its public DTO (GET /proizvodstvennie-ploshadki/{id}). */
export type PassportSite = {
  id: number;
  slug: string;
  title: string;
  siteType?: Option;
  location?: string | null;
  address?: string | null;
  coordinates?: { lat: number | null; lng: number | null } | null;
  areaHa?: number | null;
  regime?: Option;
  municipality?: Option;
  possession?: Array<{ value: string; label: string }> | null;
  distances?: Partial<Record<(typeof DISTANCE_KEYS)[number], number | null>> | null;
  utilities?: Partial<Record<UtilityKey, UtilityDto>> | null;
  stale?: boolean;
  specialisation?: string | null;
  excerpt?: string | null;
  opportunities?: string | null;
  infrastructure?: string | null;
  [UNTRANSLATED]?: string[];
};

export type PassportContext = {
  locale: Locale;
  /** The portal's public origin (PUBLIC_URL). */
  origin: string;
  /** The agency's public mailbox. */
  email: string;
  /** Months after which utility data counts as old (the `site-selection` setting). */
  staleAfterMonths: number;
};

const NONE = '—';

/** A numeric character reference's character; the reference as it is when it names no character. */
const codePoint = (value: number, whole: string) => (Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : whole);

/** Paragraphs of a rich text's HTML as plain text (the sanitized HTML of the API: block tags, entities). */
export function htmlParagraphs(html: string): string[] {
  const entities: Record<string, string> = {
    amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', laquo: '«', raquo: '»', mdash: '—', ndash: '–', hellip: '…',
  };
  return html
    .replace(/<\s*(br)\s*\/?>/gi, '\n')
    .split(/<\/?(?:p|h[1-6]|li|ul|ol|blockquote|div|tr)\b[^>]*>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&(#\d+|#x[0-9a-f]+|[a-z0-9]+);/gi, (whole, name: string) =>
          name.startsWith('#') ? codePoint(name.startsWith('#x') || name.startsWith('#X') ? parseInt(name.slice(2), 16) : Number(name.slice(1)), whole) : (entities[name] ?? whole),
        )
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** The site's page in a language, as an absolute address (what the QR code opens). */
export function sitePageUrl(origin: string, locale: Locale, slug: string): string {
  return absoluteUrl(origin, localizedPath(locale, `${routePath('productionSites')}/${slug}`));
}

/**
 * Everything the passport says, in the reader's language, except its fonts and the generation time: the worker only
 * draws. Untranslated texts (shown in Russian) carry `lang: 'ru'`.
 */
export function passportContent(site: PassportSite, ctx: PassportContext): Omit<PassportInput, 'fonts' | 'generated' | 'createdAt'> {
  const { locale } = ctx;
  const messages = MESSAGES[locale];
  const t = createTranslator({ locale, messages, namespace: 'sitePassport' });
  const facts = createTranslator({ locale, messages, namespace: 'siteFacts' });
  const sites = createTranslator({ locale, messages, namespace: 'sites' });
  const meta = createTranslator({ locale, messages, namespace: 'meta' });
  const contacts = createTranslator({ locale, messages, namespace: 'layout.contacts' });
  const format = localeFormat(locale);
  const untranslated = new Set(site[UNTRANSLATED] ?? []);
  const text = (field: string, value: string): PassportText => (untranslated.has(field) && locale !== 'ru' ? { text: value, lang: 'ru' } : { text: value });
  const unit = (value: number, key: SiteUnit) => `${format.number(value, 2)} ${facts(`unit.${UNIT_MESSAGE_KEYS[key]}`)}`;
  const day = (value: string | null) => (value ? calendarDateText(value, locale) : facts('notVerified'));

  const main: Array<{ label: string; value: PassportText }> = [];
  const add = (label: string, value: PassportText | null) => {
    if (value && value.text.trim()) main.push({ label, value });
  };
  add(sites('fields.siteType'), site.siteType ? { text: site.siteType.label } : null);
  add(facts('field.area'), typeof site.areaHa === 'number' ? { text: unit(site.areaHa, 'ha') } : null);
  add(facts('field.regime'), site.regime ? { text: site.regime.label } : null);
  add(facts('field.municipality'), site.municipality ? { text: site.municipality.label } : null);
  add(sites('fields.location'), site.location ? text('location', site.location) : null);
  add(sites('fields.address'), site.address ? text('address', site.address) : null);
  const { lat, lng } = site.coordinates ?? {};
  add(t('coordinates'), typeof lat === 'number' && typeof lng === 'number' ? { text: `${lat.toFixed(5)}, ${lng.toFixed(5)}` } : null);
  add(facts('field.possession'), site.possession?.length ? { text: site.possession.map((p) => p.label).join(', ') } : null);
  add(sites('fields.specialisation'), site.specialisation ? text('specialisation', site.specialisation) : null);

  const distances = DISTANCE_KEYS.map((key) => {
    const value = site.distances?.[key];
    return { label: facts(`distance.${key}`), value: { text: typeof value === 'number' ? unit(value, 'km') : facts('unknown') } };
  });

  const utilityRows = UTILITY_KEYS.map((key) => {
    const utility = site.utilities?.[key];
    const capacity = (() => {
      if (!utility) return NONE;
      const parts: string[] = [];
      const utilityUnit = UTILITY_UNITS[key];
      if (typeof utility.capacity === 'number' && utilityUnit) parts.push(unit(utility.capacity, utilityUnit));
      if (typeof utility.voltageKv === 'number') parts.push(unit(utility.voltageKv, 'kV'));
      return parts.join(', ') || NONE;
    })();
    return [
      facts(`utility.${key}`),
      utility ? facts(utility.available ? 'yes' : 'no') : facts('unknown'),
      capacity,
      utility?.source || NONE,
      day(utility?.verifiedAt ?? null),
    ];
  });

  const sections: PassportSection[] = [
    { kind: 'facts', heading: t('main'), rows: main },
    {
      kind: 'table',
      heading: facts('field.utilities'),
      columns: [facts('field.utility'), facts('field.available'), facts('field.capacity'), facts('field.source'), facts('field.verifiedAt')],
      rows: utilityRows,
    },
    { kind: 'facts', heading: facts('field.distances'), rows: distances },
  ];
  const prose = (heading: string, field: string, paragraphs: string[]) => {
    if (paragraphs.length) sections.push({ kind: 'text', heading, paragraphs: paragraphs.map((p) => text(field, p)) });
  };
  prose(t('summary'), 'excerpt', site.excerpt ? [site.excerpt] : []);
  prose(sites('opportunities'), 'opportunities', site.opportunities ? htmlParagraphs(site.opportunities) : []);
  prose(sites('infrastructure'), 'infrastructure', site.infrastructure ? site.infrastructure.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) : []);

  const url = sitePageUrl(ctx.origin, locale, site.slug);
  sections.push({
    kind: 'facts',
    heading: t('contacts'),
    rows: [
      { label: t('agency'), value: { text: meta('agencyName') } },
      { label: contacts('phone'), value: { text: PHONE.display } },
      { label: t('email'), value: { text: ctx.email } },
      ...(Object.keys(MESSENGERS) as Messenger[]).map((messenger) => ({ label: MESSENGER_NAMES[messenger], value: { text: MESSENGERS[messenger] } })),
      { label: t('portal'), value: { text: absoluteUrl(ctx.origin, localizedPath(locale, '/')) } },
    ],
  });

  return {
    lang: locale,
    title: t('documentTitle', { site: site.title }),
    siteName: text('title', site.title),
    issuer: meta('siteName'),
    staleNote: siteIsStale(site, ctx) ? `${facts('stale')}. ${facts('staleNote', { months: ctx.staleAfterMonths })}` : null,
    sections,
    qr: { heading: t('qrHeading'), url, alt: t('qrAlt', { site: site.title }), caption: t('qrCaption') },
    // The drawer puts the numbers in (pages are counted once the document is laid out).
    pageLabel: t('page', { page: '{page}', total: '{total}' }),
  };
}

/** The site's own staleness mark (the API's `stale`), or the vocabulary's rule applied to its utilities today. */
function siteIsStale(site: PassportSite, ctx: PassportContext): boolean {
  if (typeof site.stale === 'boolean') return site.stale;
  return isStale({ ...unknownUtilities(), ...(site.utilities ?? {}) }, krasnoyarskDate(new Date()), ctx.staleAfterMonths);
}

/** "Generated on 27 November 2026" in the reader's language, for a Krasnoyarsk calendar day. */
export function generatedText(locale: Locale, day: string): string {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'sitePassport' })('generated', { date: calendarDateText(day, locale) });
}
