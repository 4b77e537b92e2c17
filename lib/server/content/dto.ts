import 'server-only';
import type { FlattenedField, Option, SelectField } from 'payload';
import type { Locale } from '@/i18n/routing';
import { UNTRANSLATED } from '@/lib/api/untranslated';
import { richTextToHtml } from './html';
import { localizeNumberText } from './number-text';

/**
 * Payload documents → the API's DTOs, driven by the collection's own field config: only fields an
 * editor fills in reach the portal (no `createdAt`, `_status`, staff notes or anything marked
 * `custom.private`), rich text becomes sanitized HTML, uploads become `{ url, … }`, relations a
 * compact `{ id, slug, name|title }`, selects `{ value, label }` in the visitor's language. A document (or a
 * global) also carries `updatedAt`, when it was last published: the portal shows how fresh a page is.
 */
export type Mode = 'list' | 'detail';
type Ctx = { locale: Locale; mode: Mode };
type Doc = Record<string, unknown>;
export type Dto = Record<string, unknown>;

/*
 * UNTRANSLATED: the DTO key that names its texts shown in Russian because they have no translation in the requested
 * language (Payload's Russian fallback), e.g. `untranslated: ['title', 'content']`; the portal marks those texts
 * `lang="ru"` (lib/api/untranslated.ts). Set on a document, a group, an array row, a related document, a file and a
 * select's option alike; absent when everything is in the requested language.
 */

/**
 * The same document read without the fallback (`fallbackLocale: false`), walked beside the one read with it: `null`
 * where it has nothing at all (everything below fell back), `undefined` in Russian (nothing can fall back).
 */
type Own = Doc | null | undefined;

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The part of `own` under `key`: null when `own` has nothing, undefined when there is nothing to compare with. */
const ownPart = (own: Own, key: string | number): Own => (own === undefined ? undefined : ((own?.[key as string] as Doc | undefined) ?? null));

/**
 * A text in Cyrillic is Russian in any other language's answer: a field that is not localized holds one text for
 * every language (a source's name, an address), and a localized one may hold a copy of the Russian text saved in
 * that language (Payload cannot tell it from a translation).
 */
const writtenInRussian = (value: unknown) => /\p{Script=Cyrillic}/u.test(typeof value === 'string' ? value : JSON.stringify(value));

/** Texts a reader hears: a fallen-back value of another kind (a number, a relation's id) has no language. */
const TEXT_TYPES = new Set(['text', 'textarea', 'richText', 'email']);

function markUntranslated(out: Dto, names: string[]): Dto {
  if (names.length) out[UNTRANSLATED] = names;
  return out;
}

const STAFF_FIELDS = new Set(['createdAt', 'updatedAt', '_status', 'id']);

function isPublic(field: FlattenedField, mode: Mode): boolean {
  if (!('name' in field) || STAFF_FIELDS.has(field.name) || field.type === 'join') return false;
  if ('hidden' in field && field.hidden) return false;
  const custom = (field.custom ?? {}) as { private?: boolean; detailOnly?: boolean };
  if (custom.private) return false;
  return !(mode === 'list' && custom.detailOnly);
}

/** Payload's `select` for a query: the public top-level fields of the mode, and the document's update time. */
export function selectFor(fields: FlattenedField[], mode: Mode): Record<string, true> {
  return { ...Object.fromEntries(fields.filter((f) => isPublic(f, mode)).map((f) => [f.name, true])), updatedAt: true };
}

/**
 * `own`: the same document read without the Russian fallback, to name what fell back (UNTRANSLATED); leave it out in
 * Russian.
 */
export function toDto(fields: FlattenedField[], doc: Doc, ctx: Ctx, withId = true, own?: Own): Dto {
  const out: Dto = withId && doc.id !== undefined ? { id: doc.id } : {};
  const untranslated: string[] = [];
  for (const field of fields) {
    if (!isPublic(field, ctx.mode)) continue;
    const value = doc[field.name];
    const ownValue = ownPart(own, field.name);
    out[field.name] = valueOf(field, value, ctx, ownValue);
    if (ownValue !== undefined && TEXT_TYPES.has(field.type) && filled(value) && (!filled(ownValue) || writtenInRussian(value))) {
      untranslated.push(field.name);
    }
  }
  // Only a document or a global has it (never a group or an array row): when it was last published.
  if (typeof doc.updatedAt === 'string') out.updatedAt = doc.updatedAt;
  return markUntranslated(out, untranslated);
}

function valueOf(field: FlattenedField, value: unknown, ctx: Ctx, own: Own): unknown {
  if (value === undefined || value === null) return field.type === 'array' ? [] : null;
  // A list's items are compared with the items at the same places in `own`.
  const each = <T>(one: (v: unknown, own: Own) => T) => (Array.isArray(value) ? value.map((v, i) => one(v, ownPart(own, i))) : one(value, own));
  switch (field.type) {
    case 'richText':
      return richTextToHtml(value);
    case 'upload':
      return each(fileDto);
    case 'relationship':
      return each(refDto);
    case 'group':
      return toDto(field.flattenedFields, value as Doc, ctx, false, own);
    case 'array':
      return each((row, ownRow) => toDto(field.flattenedFields, row as Doc, ctx, false, ownRow));
    case 'select':
    case 'radio':
      return each((v) => option(field as SelectField, v, ctx));
    case 'text':
      // A figure typed the Russian way ("2,37"): answered in the request's locale (cms/collections/setting-statistics.ts).
      return (field.custom as { numberText?: boolean } | undefined)?.numberText && typeof value === 'string'
        ? localizeNumberText(value, ctx.locale)
        : value;
    default:
      return value;
  }
}

function option(field: Pick<SelectField, 'options'>, value: unknown, { locale }: Ctx) {
  const found = field.options.find((o: Option) => (typeof o === 'string' ? o : o.value) === value);
  const label = found && typeof found === 'object' ? found.label : value;
  const labels = label && typeof label === 'object' ? (label as Record<string, string>) : null;
  const text = labels ? (labels[locale] ?? labels.ru) : label;
  const out: Dto = { value, label: typeof text === 'string' ? text : String(value) };
  return markUntranslated(out, labels && locale !== 'ru' && !labels[locale] && labels.ru ? ['label'] : []);
}

/** The texts of a related document or a file shown in Russian: filled in `doc` and not in `own`, or in Cyrillic. */
function fallenBack(doc: Doc, own: Own, keys: readonly string[]): string[] {
  if (own === undefined) return [];
  return keys.filter((key) => typeof doc[key] === 'string' && filled(doc[key]) && (!filled(own?.[key]) || writtenInRussian(doc[key])));
}

const REF_TEXTS = ['name', 'title'] as const;

/** A related document in short: enough for a filter chip or a link. */
function refDto(value: unknown, own: Own): Dto | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return { id: value };
  const doc = value as Doc;
  const out: Dto = { id: doc.id };
  for (const key of ['slug', 'code', 'name', 'title'] as const) if (doc[key] !== undefined) out[key] = doc[key];
  return markUntranslated(out, fallenBack(doc, own, REF_TEXTS));
}

/** Uploads are served by this app (`/api/cms/<collection>/file/…`): root-relative URLs, whatever PUBLIC_URL says. */
function localUrl(url: unknown): string | null {
  return typeof url === 'string' && url ? url.replace(/^https?:\/\/[^/]+/i, '') : null;
}

function fileDto(value: unknown, own: Own): Dto | null {
  if (!value || typeof value !== 'object') return value === null || value === undefined ? null : { id: value };
  const file = value as Doc;
  const base: Dto = { id: file.id, url: localUrl(file.url), filename: file.filename, mimeType: file.mimeType };
  if (typeof file.mimeType === 'string' && file.mimeType.startsWith('image/')) {
    const sizes = Object.fromEntries(
      Object.entries((file.sizes ?? {}) as Record<string, Doc>)
        .filter(([, size]) => size?.url)
        .map(([name, size]) => [name, { url: localUrl(size.url), width: size.width ?? null, height: size.height ?? null, filesize: size.filesize ?? null }]),
    );
    const picture = { ...base, alt: file.alt ?? '', width: file.width ?? null, height: file.height ?? null, filesize: file.filesize ?? null, sizes };
    return markUntranslated(picture, fallenBack(file, own, ['alt']));
  }
  return markUntranslated({ ...base, title: file.title ?? file.filename, filesize: file.filesize ?? null }, fallenBack(file, own, ['title']));
}
