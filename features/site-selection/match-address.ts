import type { SearchParams } from '@/components/page/route-page';
import { NUMERIC_REQUIREMENTS } from '@/lib/sites/match-params';
import { matchParamsOf, matchQuerySchema, matchQueryString, type MatchQuery } from '@/lib/sites/match-query';
import { formNumberParam } from './format';

/** A schema issue of an address the page cannot search by: the parameter it concerns (none: the address as a whole). */
export type AddressIssue = { path: PropertyKey[]; message: string };

/**
 * What the matching page makes of its address:
 * - `query`: the requirements to rank the sites by, in their one address (`search`, the API's own parameters);
 * - `invalid`: parameters it cannot search by, shown in the form as typed with the schema's issues;
 * - `moved`: the same requirements have a tidier address (`search`), which the page redirects to.
 */
export type MatchAddress =
  | { state: 'query'; query: MatchQuery; search: string }
  | { state: 'invalid'; params: Record<string, string>; issues: AddressIssue[] }
  | { state: 'moved'; search: string };

/** The query string of a page's parameters as the browser sent them (a repeated parameter once per value). */
function searchOf(params: SearchParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, one);
  }
  return search;
}

/**
 * Reads the address the requirements form submitted (a plain GET form, so every field is in it, the empty ones too,
 * and numbers are as the investor typed them: «3,5», «1 000») or a link opened. An address that states the same
 * requirements differently moves to their one address, so a search, a reload and a shared link show one URL; an
 * address with a value the schema refuses keeps what was typed (empty fields dropped), to be corrected in the form.
 */
export function readMatchAddress(params: SearchParams): MatchAddress {
  const search = searchOf(params);
  const given = matchParamsOf(search);
  const written = { ...given };
  for (const { param } of NUMERIC_REQUIREMENTS) if (Object.hasOwn(given, param)) written[param] = formNumberParam(given[param]!);
  const parsed = matchQuerySchema.safeParse(written);
  const wanted = parsed.success ? matchQueryString(parsed.data) : new URLSearchParams(Object.entries(given)).toString();
  if (wanted !== search.toString()) return { state: 'moved', search: wanted };
  return parsed.success ? { state: 'query', query: parsed.data, search: wanted } : { state: 'invalid', params: given, issues: parsed.error.issues };
}
