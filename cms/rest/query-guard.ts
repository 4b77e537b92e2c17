import { NotFound, type CollectionBeforeOperationHook, type FlattenedField, type PayloadRequest, type SanitizedCollectionConfig, type Where } from 'payload';
import { recordId } from '../../lib/record-id';
import { Refused } from './refused';

/**
 * What the back office's REST API (/api/cms) takes from a client before the database sees it. Payload passes ids,
 * where-filters and page numbers to the database as they come, and the database's refusal (a NaN id, a date that is
 * not a date, `near` on a text column, an offset past the integers) surfaced as a 500. Here each is a 4xx:
 * - an id that is not a record id (lib/record-id.ts) names no record: 404;
 * - a filter value of the wrong type for its field, or a geometric operator on a field that is not a point: 400;
 * - a list asks for at most REST_MAX_LIMIT items a page, and a page within REST_MAX_PAGE: 400 otherwise.
 * Paths this cannot resolve (a field of a related collection) are left to Payload's own path checks.
 */
export const REST_MAX_LIMIT = 200;
export const REST_MAX_PAGE = 100_000;

const NUMERIC = new Set(['number', 'relationship', 'upload']);
const COMPARISONS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']);
const LISTS = new Set(['in', 'not_in', 'all']);
const GEOMETRIC = new Set(['near', 'within', 'intersects']);

/**
 * id: the record's own id; ref: a relationship or upload to one collection (its value is an id, never text);
 * poly: a relationship to several collections, queried as `field.value` and `field.relationTo`, not as itself.
 */
type Kind = 'id' | 'ref' | 'poly' | 'number' | 'date' | 'checkbox' | 'point' | 'other';

function badQuery(req: PayloadRequest, what: string): Refused {
  const message = req.i18n?.language === 'en' ? `Invalid query: ${what}.` : `Недопустимый запрос: ${what}.`;
  return new Refused(message, 400);
}

function kindOf(field: FlattenedField): Kind {
  if (field.type === 'relationship' || field.type === 'upload') return Array.isArray(field.relationTo) ? 'poly' : 'ref';
  if (NUMERIC.has(field.type)) return 'number';
  if (field.type === 'date') return 'date';
  if (field.type === 'checkbox') return 'checkbox';
  if (field.type === 'point') return 'point';
  return 'other';
}

/** The kind of value a where-path compares, or null where the path leaves this collection's own fields. */
function pathKind(fields: FlattenedField[], path: string): Kind | null {
  const [head, ...rest] = path.split('.');
  if (head === 'id' && rest.length === 0) return 'id';
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) return null;
  if (rest.length === 0) return kindOf(field);
  if (field.type === 'group' || field.type === 'tab' || field.type === 'array') return pathKind(field.flattenedFields, rest.join('.'));
  // A polymorphic relationship is queried as `field.value` (an id) and `field.relationTo` (a slug).
  if ((field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo) && rest.length === 1)
    return rest[0] === 'value' ? 'id' : 'other';
  return null;
}

function valueFits(kind: Kind, value: unknown): boolean {
  if (value === null || value === 'null') return true;
  switch (kind) {
    case 'id':
    case 'ref':
      return recordId(value) !== undefined;
    case 'number':
      return (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) && Number.isFinite(Number(value));
    case 'date':
      return (typeof value === 'string' || typeof value === 'number') && Number.isFinite(new Date(value).getTime());
    case 'checkbox':
      return value === true || value === false || value === 'true' || value === 'false';
    default:
      return true;
  }
}

function checkCondition(req: PayloadRequest, path: string, kind: Kind, operator: string, value: unknown): void {
  if (operator === 'exists') {
    if (!valueFits('checkbox', value)) throw badQuery(req, `${path} exists`);
    return;
  }
  if (GEOMETRIC.has(operator)) {
    if (kind !== 'point') throw badQuery(req, `${path} ${operator}`);
    return;
  }
  // A reference holds ids: no text matching on it; a polymorphic one is compared through its parts only.
  if (kind === 'poly' || (kind === 'ref' && !COMPARISONS.has(operator))) throw badQuery(req, `${path} ${operator}`);
  if (!COMPARISONS.has(operator) || kind === 'other' || kind === 'point') return;
  const values = LISTS.has(operator) ? (Array.isArray(value) ? value : String(value).split(',')) : [value];
  if (!values.every((each) => valueFits(kind, each))) throw badQuery(req, `${path} ${operator}`);
}

function checkWhere(req: PayloadRequest, fields: FlattenedField[], where: Where, depth = 0): void {
  if (depth > 16) throw badQuery(req, 'where');
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(condition)) throw badQuery(req, key);
      for (const part of condition) if (part && typeof part === 'object') checkWhere(req, fields, part as Where, depth + 1);
      continue;
    }
    if (!condition || typeof condition !== 'object') continue;
    const kind = pathKind(fields, key);
    if (kind === null) continue;
    for (const [operator, value] of Object.entries(condition)) checkCondition(req, key, kind, operator, value);
  }
}

/** A list's page size and page number as the client asked for them (the HTTP query, not what the server passes on). */
function checkPaging(req: PayloadRequest): void {
  const query = (req.query ?? {}) as Record<string, unknown>;
  // Payload's own parsing may already have turned the text into a boolean.
  if (query.pagination === 'false' || query.pagination === false) throw badQuery(req, 'pagination=false');
  const bounded = (name: string, max: number) => {
    if (query[name] === undefined) return;
    const value = Number(query[name]);
    if (!Number.isInteger(value) || value < 1 || value > max) throw badQuery(req, `${name} (1–${max})`);
  };
  bounded('limit', REST_MAX_LIMIT);
  bounded('page', REST_MAX_PAGE);
}

export function restQueryGuard(collection: SanitizedCollectionConfig): CollectionBeforeOperationHook {
  // A collection with a custom `id` field of type text names its records by strings; every other id is a serial number.
  const numericIds = collection.flattenedFields.find((field) => field.name === 'id')?.type !== 'text';
  return ({ args, operation, req }) => {
    if (req.payloadAPI === 'local') return args;
    const given = args as { id?: unknown; where?: Where };
    if (numericIds && given.id !== undefined && recordId(given.id) === undefined) throw new NotFound(req.t);
    if (given.where && typeof given.where === 'object') checkWhere(req, collection.flattenedFields, given.where);
    if (operation === 'read' && req.method === 'GET') checkPaging(req);
    return args;
  };
}
