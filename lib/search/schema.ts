import { z } from 'zod';
import type { Locale } from '@/i18n/routing';

/**
 * The site search's kinds of result, in the order the results page groups them. `GET /api/v1/search?type=` takes one
 * of them; the page's filter and its labels (`search.types.<type>`) come from this list.
 */
export const SEARCH_TYPES = ['pages', 'news', 'events', 'sites', 'zones', 'projects', 'support', 'faq', 'institutions'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const QUERY_MIN = 2;
export const QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_LIMIT = 50;
/** Pages beyond this one are not served: nobody reads them, and a deep page costs as much as the whole result. */
export const SEARCH_MAX_PAGE = 50;

const whole = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/** The query of GET /api/v1/search, from its raw strings (the handler's 422 lists these messages). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: `The query must be ${QUERY_MIN} to ${QUERY_MAX} characters long.` })
    .transform((value) => value.replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim())
    .refine((value) => [...value].length >= QUERY_MIN && [...value].length <= QUERY_MAX, `The query must be ${QUERY_MIN} to ${QUERY_MAX} characters long.`),
  type: z.enum(SEARCH_TYPES, { error: `Type must be one of ${SEARCH_TYPES.join(', ')}.` }).optional(),
  page: whole(`Page must be a whole number from 1 to ${SEARCH_MAX_PAGE}.`, 1, SEARCH_MAX_PAGE).optional(),
  limit: whole(`Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}.`, 1, SEARCH_MAX_LIMIT).optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * One result. `language` is the language of its title and `snippetLanguage` of its snippet: Russian when the text fell
 * back because it has no translation. `titleHighlights` and `highlights` are the [start, end) ranges of the title's
 * and the snippet's words that match the query.
 */
export type SearchHit = {
  type: SearchType;
  id: number | string;
  slug: string | null;
  title: string;
  titleHighlights: Array<[number, number]>;
  snippet: string;
  highlights: Array<[number, number]>;
  url: string;
  language: Locale;
  snippetLanguage: Locale;
};

export type SearchResult = {
  items: SearchHit[];
  totalCount: number;
  groups: Partial<Record<SearchType, number>>;
  /** What the visitor probably meant (the other keyboard layout, a spelling), when it finds more than the query. */
  suggestion: string | null;
};
