import 'server-only';
import { z } from 'zod';
import { savedSearchCreateSchema, savedSearchUpdateSchema, UNSUBSCRIBE_TOKEN_PATTERN } from '@/lib/saved-searches/schemas';
import { searchQuerySchema } from '@/lib/search/schema';
import { limitParam, pageParam } from '@/lib/server/http';
import { definePaths } from '../registry';
import { described, describedList, idPath } from '../results';

const unsubscribeToken = z.object({ token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN).meta({ description: 'The token of the alert mail’s unsubscribe link.' }) });

/** The site search and the investor's saved searches with their e-mail alerts. */
export const searchPaths = definePaths({
  '/search': {
    get: {
      tag: 'search',
      summary: 'Search the whole portal in the `Language` header’s language',
      description:
        'Results grouped by type with highlighted snippets, counts per type and a suggestion (another keyboard layout, a spelling). A result whose text fell back to Russian says so in its `language`. The query is never logged nor kept.',
      access: 'public',
      query: searchQuerySchema,
      answer: { kind: 'envelope', result: described },
      errors: [422],
      limited: true,
    },
  },
  '/saved-search': {
    post: {
      tag: 'savedSearches',
      summary: 'Save a search (a site-matching query or the events filter) to be alerted by e-mail',
      access: 'verified',
      body: { kind: 'form', schema: savedSearchCreateSchema },
      answer: { kind: 'envelope', result: described },
      errors: [409, 413, 415, 422],
      limited: true,
    },
  },
  '/saved-search/list': {
    get: {
      tag: 'savedSearches',
      summary: 'The caller’s saved searches',
      access: 'verified',
      query: z.object({ page: pageParam.optional(), limit: limitParam.optional() }),
      answer: { kind: 'envelope', result: describedList },
      errors: [422],
    },
  },
  '/saved-search/{id}': {
    patch: {
      tag: 'savedSearches',
      summary: 'Rename, pause or resume a saved search',
      access: 'verified',
      params: idPath,
      body: { kind: 'form', schema: savedSearchUpdateSchema },
      answer: { kind: 'envelope', result: described },
      errors: [404, 413, 415, 422],
      limited: true,
    },
    delete: { tag: 'savedSearches', summary: 'Delete a saved search', access: 'verified', params: idPath, answer: { kind: 'envelope', result: described }, errors: [404], limited: true },
  },
  '/saved-search/unsubscribe/{token}': {
    get: {
      tag: 'savedSearches',
      summary: 'What the unsubscribe link would stop (no login: the mailed token is the key)',
      access: 'public',
      params: unsubscribeToken,
      answer: { kind: 'envelope', result: described },
      errors: [404],
      limited: true,
    },
    post: {
      tag: 'savedSearches',
      summary: 'Stop the alerts of the link’s saved search (no login)',
      access: 'public',
      params: unsubscribeToken,
      answer: { kind: 'envelope', result: described },
      errors: [404],
      limited: true,
    },
  },
});
