import { NotFound, type CollectionBeforeOperationHook, type FlattenedField, type PayloadRequest, type SanitizedCollectionConfig, type Where } from 'payload';
import { recordId } from '../../lib/record-id';
import { Refused } from './refused';

/**
 * What the back office's REST API (/api/cms) takes from a client before the database sees it. Payload passes ids,
 * where-filters and page numbers to the database as they come, and the database's refusal (a NaN id, a date that is
 * not a date, `near` on a text column, an offset past the integers) surfaced as a 500. Here each is a 4xx:
 * - an id that is not a record id (lib/record-id.ts) names no record: 404;
 * - a filter value that does not fit its field (an enum value that is no option, an id that is no number…), or an
 *   operator its column cannot take (text matching on a date, a boolean, a choice or rich text; geometry off a
 *   point): 400;
 * - a list asks for at most REST_MAX_LIMIT items a page, and a page within REST_MAX_PAGE: 400 otherwise.
 * Paths this cannot resolve (a field of a related collection) are left to Payload's own path checks.
 */
export const REST_MAX_LIMIT = 200;
export const REST_MAX_PAGE = 100_000;

const COMPARISONS = ['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'];
const MEMBERSHIP = ['equals', 'not_equals', 'in', 'not_in', 'all'];
const LISTS = new Set(['in', 'not_in', 'all']);
const GEOMETRIC = ['near', 'within', 'intersects'];

/**
 * What a field can be compared with, as both databases take it: the operators it accepts (null: any but the
 * geometric ones) and, for the value-comparing ones, which values fit its column. PostgreSQL refuses text matching
 * on dates, booleans, enums and JSON, and an enum value that is not one of its options.
 */
type Rule = { operators: ReadonlySet<string> | null; fits?: (value: unknown) => boolean };

const rule = (operators: string[] | null, fits?: Rule['fits']): Rule => ({ operators: operators && new Set([...operators, 'exists']), fits });
const isRecordId = (value: unknown) => recordId(value) !== undefined;
const isBoolean = (value: unknown) => value === true || value === false || value === 'true' || value === 'false';

const RULES = {
  /** The record's own id (text matching on it is left to the database, which takes it). */
  id: rule(null, isRecordId),
  /** A relationship or upload to one collection: its value is an id, never text. */
  ref: rule(COMPARISONS, isRecordId),
  /** A relationship to several collections: queried as `field.value` and `field.relationTo`, not as itself. */
  poly: rule([]),
  number: rule(null, (value) => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) && Number.isFinite(Number(value))),
  date: rule(COMPARISONS, (value) => (typeof value === 'string' || typeof value === 'number') && Number.isFinite(new Date(value).getTime())),
  checkbox: rule(['equals', 'not_equals', 'in', 'not_in'], isBoolean),
  /** Rich text and JSON: only whether there is any. */
  document: rule([]),
  point: rule(GEOMETRIC),
  text: rule(null),
} satisfies Record<string, Rule>;

function badQuery(req: PayloadRequest, what: string): Refused {
  return Refused.in(req, { ru: `Недопустимый запрос: ${what}.`, en: `Invalid query: ${what}.` }, 400);
}

function ruleOf(field: FlattenedField): Rule {
  switch (field.type) {
    case 'relationship':
    case 'upload':
      return Array.isArray(field.relationTo) ? RULES.poly : RULES.ref;
    case 'number':
      return RULES.number;
    case 'date':
      return RULES.date;
    case 'checkbox':
      return RULES.checkbox;
    case 'point':
      return RULES.point;
    case 'richText':
    case 'json':
      return RULES.document;
    case 'select':
    case 'radio': {
      const options = new Set(field.options.map((option) => (typeof option === 'string' ? option : option.value)));
      return rule(MEMBERSHIP, (value) => typeof value === 'string' && options.has(value));
    }
    default:
      return RULES.text;
  }
}

/** The rule of a where-path, or null where the path leaves this collection's own fields. */
function pathRule(fields: FlattenedField[], path: string): Rule | null {
  const [head, ...rest] = path.split('.');
  if (head === 'id' && rest.length === 0) return RULES.id;
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) return null;
  if (rest.length === 0) return ruleOf(field);
  if (field.type === 'group' || field.type === 'tab' || field.type === 'array') return pathRule(field.flattenedFields, rest.join('.'));
  // A polymorphic relationship is queried as `field.value` (an id) and `field.relationTo` (a slug).
  if ((field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo) && rest.length === 1)
    return rest[0] === 'value' ? RULES.ref : RULES.text;
  return null;
}

function checkCondition(req: PayloadRequest, path: string, fieldRule: Rule, operator: string, value: unknown): void {
  const refuse = () => badQuery(req, `${path} ${operator}`);
  if (operator === 'exists') {
    if (!isBoolean(value)) throw refuse();
    return;
  }
  const accepted = fieldRule.operators ? fieldRule.operators.has(operator) : !GEOMETRIC.includes(operator);
  if (!accepted) throw refuse();
  if (!fieldRule.fits || !COMPARISONS.includes(operator)) return;
  const values = LISTS.has(operator) ? (Array.isArray(value) ? value : String(value).split(',')) : [value];
  if (!values.every((each) => each === null || each === 'null' || fieldRule.fits!(each))) throw refuse();
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
    const fieldRule = pathRule(fields, key);
    if (fieldRule === null) continue;
    for (const [operator, value] of Object.entries(condition)) checkCondition(req, key, fieldRule, operator, value);
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
