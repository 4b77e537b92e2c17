import { z } from 'zod';
import { MATCH_PARAMS, MATCH_QUERY_MESSAGES, NUMERIC_REQUIREMENTS, type NumericParam } from './match-params';
import { MUNICIPALITIES, REGIMES } from './vocabulary';

/**
 * The matching query: what an investor's project needs, as the matching page keeps it in its URL and as
 * `GET /api/v1/site-match` takes it (`?areaHa=12&electricityMw=5&rail=1&regime=sez…`). One schema for the page, the
 * handler and saved searches. Every parameter is optional (any subset of requirements); strict: a parameter it does
 * not know is refused, so a mistyped requirement is never silently ignored. Numbers are positive decimals written
 * with a dot (the form turns a decimal comma into one); empty parameters count as absent (the callers drop them).
 */

const POSITIVE_DECIMAL = /^(?:\d{1,9})(?:\.\d{1,3})?$/;

/** A positive decimal up to `max`, at most three decimals: one message per failure (never zod's own English beside it). */
const positiveNumber = (max: number) =>
  z
    .string()
    .regex(POSITIVE_DECIMAL, MATCH_QUERY_MESSAGES.number)
    .transform(Number)
    .refine((value) => value > 0, MATCH_QUERY_MESSAGES.number)
    .refine((value) => value <= max, MATCH_QUERY_MESSAGES.tooLarge.replace('{max}', String(max)));

const numericShape = Object.fromEntries(NUMERIC_REQUIREMENTS.map(({ param, max }) => [param, positiveNumber(max).optional()])) as {
  [P in NumericParam]: z.ZodOptional<ReturnType<typeof positiveNumber>>;
};

export const matchQuerySchema = z.strictObject(
  {
    ...numericShape,
    rail: z
      .literal('1', { error: MATCH_QUERY_MESSAGES.rail })
      .transform(() => true as const)
      .optional(),
    regime: z.enum(REGIMES, { error: MATCH_QUERY_MESSAGES.regime }).optional(),
    municipality: z.enum(MUNICIPALITIES, { error: MATCH_QUERY_MESSAGES.municipality }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MATCH_QUERY_MESSAGES.unknown.replace('{names}', issue.keys.join(', ')) : undefined,
  },
);

/** A parsed query: the requirements the investor stated, nothing else. */
export type MatchQuery = z.output<typeof matchQuerySchema>;

/**
 * The query's parameters from a URL query: empty values dropped, surrounding spaces trimmed, the last of a repeated
 * parameter kept. What both the handler and the page parse.
 */
export function matchParamsOf(search: URLSearchParams | string): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of params) {
    const trimmed = value.trim();
    if (trimmed === '') delete out[key];
    else out[key] = trimmed;
  }
  return out;
}

/** The URL query of a parsed query, parameters in MATCH_PARAMS order (one query, one address). */
export function matchQueryString(query: MatchQuery): string {
  const params = new URLSearchParams();
  for (const param of MATCH_PARAMS) {
    const value = query[param];
    if (value === undefined) continue;
    params.set(param, value === true ? '1' : String(value));
  }
  return params.toString();
}

/** Whether the query states no requirement at all. */
export const isEmptyMatchQuery = (query: MatchQuery) => MATCH_PARAMS.every((param) => query[param] === undefined);
