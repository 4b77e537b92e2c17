import 'server-only';
import type { FlattenedField, Option, SelectField } from 'payload';
import type { Locale } from '@/i18n/routing';
import { richTextToHtml } from './html';
import { localizeNumberText } from './number-text';

/**
 * Payload documents → the API's DTOs, driven by the collection's own field config: only fields an
 * editor fills in reach the portal (no timestamps, `_status`, staff notes or anything marked
 * `custom.private`), rich text becomes sanitized HTML, uploads become `{ url, … }`, relations a
 * compact `{ id, slug, name|title }`, selects `{ value, label }` in the visitor's language.
 */
export type Mode = 'list' | 'detail';
type Ctx = { locale: Locale; mode: Mode };
type Doc = Record<string, unknown>;
export type Dto = Record<string, unknown>;

const STAFF_FIELDS = new Set(['createdAt', 'updatedAt', '_status', 'id']);

function isPublic(field: FlattenedField, mode: Mode): boolean {
  if (!('name' in field) || STAFF_FIELDS.has(field.name) || field.type === 'join') return false;
  if ('hidden' in field && field.hidden) return false;
  const custom = (field.custom ?? {}) as { private?: boolean; detailOnly?: boolean };
  if (custom.private) return false;
  return !(mode === 'list' && custom.detailOnly);
}

/** Payload's `select` for a query: the public top-level fields of the mode. */
export function selectFor(fields: FlattenedField[], mode: Mode): Record<string, true> {
  return Object.fromEntries(fields.filter((f) => isPublic(f, mode)).map((f) => [f.name, true]));
}

export function toDto(fields: FlattenedField[], doc: Doc, ctx: Ctx, withId = true): Dto {
  const out: Dto = withId && doc.id !== undefined ? { id: doc.id } : {};
  for (const field of fields) {
    if (isPublic(field, ctx.mode)) out[field.name] = valueOf(field, doc[field.name], ctx);
  }
  return out;
}

function valueOf(field: FlattenedField, value: unknown, ctx: Ctx): unknown {
  if (value === undefined || value === null) return field.type === 'array' ? [] : null;
  switch (field.type) {
    case 'richText':
      return richTextToHtml(value);
    case 'upload':
      return Array.isArray(value) ? value.map(fileDto) : fileDto(value);
    case 'relationship':
      return Array.isArray(value) ? value.map(refDto) : refDto(value);
    case 'group':
      return toDto(field.flattenedFields, value as Doc, ctx, false);
    case 'array':
      return (value as Doc[]).map((row) => toDto(field.flattenedFields, row, ctx, false));
    case 'select':
    case 'radio':
      return Array.isArray(value) ? value.map((v) => option(field as SelectField, v, ctx)) : option(field as SelectField, value, ctx);
    case 'text':
      // A figure typed the Russian way ("2,37"): answered in the request's locale (cms/collections/pages.ts).
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
  const text = label && typeof label === 'object' ? ((label as Record<string, string>)[locale] ?? (label as Record<string, string>).ru) : label;
  return { value, label: typeof text === 'string' ? text : String(value) };
}

/** A related document in short: enough for a filter chip or a link. */
function refDto(value: unknown): Dto | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return { id: value };
  const doc = value as Doc;
  const out: Dto = { id: doc.id };
  for (const key of ['slug', 'code', 'name', 'title'] as const) if (doc[key] !== undefined) out[key] = doc[key];
  return out;
}

/** Uploads are served by this app (`/api/cms/<collection>/file/…`): root-relative URLs, whatever PUBLIC_URL says. */
function localUrl(url: unknown): string | null {
  return typeof url === 'string' && url ? url.replace(/^https?:\/\/[^/]+/i, '') : null;
}

function fileDto(value: unknown): Dto | null {
  if (!value || typeof value !== 'object') return value === null || value === undefined ? null : { id: value };
  const file = value as Doc;
  const base: Dto = { id: file.id, url: localUrl(file.url), filename: file.filename, mimeType: file.mimeType };
  if (typeof file.mimeType === 'string' && file.mimeType.startsWith('image/')) {
    const sizes = Object.fromEntries(
      Object.entries((file.sizes ?? {}) as Record<string, Doc>)
        .filter(([, size]) => size?.url)
        .map(([name, size]) => [name, { url: localUrl(size.url), width: size.width ?? null, height: size.height ?? null }]),
    );
    return { ...base, alt: file.alt ?? '', width: file.width ?? null, height: file.height ?? null, sizes };
  }
  return { ...base, title: file.title ?? file.filename, filesize: file.filesize ?? null };
}
