import { z } from 'zod';
import { hasControlCharacters, optionalText, requiredText } from '@/lib/auth/schemas/fields';
import { multilineText } from '@/lib/validation/text';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';

/**
 * The API's messages for /collection/* (English; the API answers them localized by the `Language` header from
 * `favouritesApi.<key>` in messages/<locale>.json). Those taken from lib/auth/schemas/messages are the accounts
 * API's own texts (the shared field schemas and requireInvestor answer them).
 */
export const FAVOURITES_MESSAGES = {
  required: M.required,
  tooLong: M.tooLong,
  controlCharacters: A.controlCharacters,
  invalidPageUrl: 'The page address must be a path of this site starting with "/".',
  invalidImage: 'The image address must be a path of this site or an http(s) address.',
  folderNotFound: 'There is no such folder.',
  itemNotFound: 'There is no such saved page.',
  unauthorized: M.unauthorized,
  unverified: M.unverified,
  crossSite: M.crossSite,
  bodyTooLarge: A.bodyTooLarge,
} as const;
const F = FAVOURITES_MESSAGES;

export const FOLDER_TITLE_MAX = 100;
export const PAGE_URL_MAX = 2000;
export const PAGE_TITLE_MAX = 500;
export const FAVOURITE_COMMENT_MAX = 1000;

/**
 * A path of this site: starts with one `/` (never `//`, which a browser reads as another host), no backslash
 * (browsers treat it as `/`), no scheme, no whitespace or control characters.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && !hasControlCharacters(value);
}

const isImageAddress = (value: string) => {
  if (isSitePath(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value);
  } catch {
    return false;
  }
};

/** A saved page's note (spec §3 `comment`): several lines, up to 1,000 characters, the shared text rules. */
const commentField = () => multilineText(FAVOURITE_COMMENT_MAX);

/** POST /collection/create. */
export const folderCreateSchema = z.object({ title: requiredText(FOLDER_TITLE_MAX) });

/** POST /collection/{id}/update (our addition): the folder's new title, by the same rule as a new folder's. */
export const folderRenameSchema = folderCreateSchema;

/** POST /collection/{id}/create: a page of this site, its title, optionally its picture and a note. */
export const folderItemCreateSchema = z.object({
  page_url: requiredText(PAGE_URL_MAX).refine(isSitePath, F.invalidPageUrl),
  page_title: requiredText(PAGE_TITLE_MAX),
  page_image: optionalText(PAGE_URL_MAX)
    .refine((value) => value === '' || isImageAddress(value), F.invalidImage)
    .optional()
    .nullable()
    .transform((value) => value || null),
  comment: commentField()
    .optional()
    .nullable()
    .transform((value) => value || null),
});

/** POST /collection/{idFolder}/{id}/update (our addition): the saved page's note, written or edited; empty (or null) clears it. */
export const folderItemCommentSchema = z.object({ comment: commentField().nullable().transform((value) => value || null) });
export type FolderItemCreateData = z.output<typeof folderItemCreateSchema>;

/** GET /collection/saved?page_url=… */
export const savedLookupSchema = z.object({ page_url: requiredText(PAGE_URL_MAX).refine(isSitePath, F.invalidPageUrl) });
