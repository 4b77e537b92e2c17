import { z } from 'zod';
import { requiredText } from '@/lib/auth/schemas/fields';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';

/**
 * Saved searches (an investor's matching query or events filter kept with a name, and alerted by e-mail when a new
 * or changed item matches): the API's rules and its English messages, answered localized from
 * `savedSearchesApi.<key>` of messages/<locale>.json. Shared by the handlers, the cabinet's forms and the alerts job.
 */
export const SAVED_SEARCH_MESSAGES = {
  required: M.required,
  tooLong: M.tooLong,
  controlCharacters: A.controlCharacters,
  invalidKind: 'The kind must be "sites" or "events".',
  queryTooLong: 'The search is too long.',
  nothingToChange: 'Send a new name or the paused flag.',
  invalidPaused: 'Paused must be true or false.',
  tooMany: 'You can keep at most {max} saved searches: delete one first.',
  notFound: 'There is no such saved search.',
  tokenNotFound: 'This unsubscribe link is not valid.',
  unauthorized: M.unauthorized,
  unverified: M.unverified,
  crossSite: M.crossSite,
  bodyTooLarge: A.bodyTooLarge,
} as const;
const S = SAVED_SEARCH_MESSAGES;

/** What a saved search watches: production sites (a matching query) or events (the events list's filter). */
export const SAVED_SEARCH_KINDS = ['sites', 'events'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

export const SAVED_SEARCH_NAME_MAX = 100;
/** The stored query string's length (the collection's `query` field). */
export const SAVED_SEARCH_QUERY_MAX = 1000;
/** How many saved searches one investor may keep. */
export const SAVED_SEARCHES_MAX = 20;

const nameField = () => requiredText(SAVED_SEARCH_NAME_MAX);

/**
 * POST /saved-search `{ name, kind, query }`: `query` is the page's URL query (`areaHa=10&electricityMw=5` or
 * `?type=forum`); the service checks it against the kind's own schema and keeps it normalized.
 */
export const savedSearchCreateSchema = z.object({
  name: nameField(),
  kind: z.enum(SAVED_SEARCH_KINDS, { error: S.invalidKind }),
  query: z.string({ error: S.required }).max(SAVED_SEARCH_QUERY_MAX, S.queryTooLong).default(''),
});
export type SavedSearchCreateData = z.output<typeof savedSearchCreateSchema>;

const pausedField = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: S.invalidPaused });

/** PATCH /saved-search/{id} `{ name?, paused? }`: a rename, a pause or a resume (at least one of them). */
export const savedSearchUpdateSchema = z
  .object({ name: nameField().optional(), paused: pausedField.optional() })
  .refine((value) => value.name !== undefined || value.paused !== undefined, { message: S.nothingToChange, path: ['name'] });
export type SavedSearchUpdateData = z.output<typeof savedSearchUpdateSchema>;

/** A saved search as the API answers it. */
export type SavedSearch = {
  id: number;
  name: string;
  kind: SavedSearchKind;
  /** The normalized query string, without `?`. */
  query: string;
  paused: boolean;
  /** When the last alert about it was sent (ISO), or null. */
  lastAlertAt: string | null;
  createdAt: string;
};

/** The shape of the mailed unsubscribe token (64 hex digits); anything else names no search. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[0-9a-f]{64}$/;
