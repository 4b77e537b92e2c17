import 'server-only';
import { z } from 'zod';
import { SETTING_FILE_KEYS } from '@/lib/content-keys';
import { SUPPORT_GROUPS } from '@/lib/support-measures';
import { CALCULATOR_DICTIONARIES } from '@/lib/server/content/endpoints';

/**
 * The shapes of answers the handlers build without a zod schema of their own (content DTOs are made from each
 * collection's field config, lib/server/content/dto.ts): what every one of them carries for certain, the rest
 * open. Inputs are never described here: they are the handlers' own schemas.
 */

/** A published document in the visitor's language: its editors' fields, plus these. */
export const contentItem = z
  .object({
    id: z.number().int(),
    slug: z.string().optional(),
    updatedAt: z.iso.datetime().meta({ description: 'When the document was last published (ISO 8601).' }),
    untranslated: z.array(z.string()).optional().meta({ description: 'Texts shown in Russian because they have no translation in the requested language.' }),
  })
  .loose()
  .meta({
    id: 'ContentItem',
    description:
      'A picture field is `{ id, url, filename, mimeType, alt, width, height, filesize, sizes }`, each of its `sizes` `{ url, width, height, filesize }` (`filesize` in bytes, null when unknown); another file is `{ id, url, filename, mimeType, title, filesize }`.',
  });

export const contentList = z
  .object({ items: z.array(contentItem), totalCount: z.number().int().min(0) })
  .meta({ id: 'ContentList' });

/** A single page kept in a global (about-region, arctic…). */
export const contentPage = z
  .object({ updatedAt: z.iso.datetime().optional(), untranslated: z.array(z.string()).optional() })
  .loose()
  .meta({ id: 'ContentPage' });

/** Any object the operation's description explains (an account, a thread, a statistics table…). */
export const described = z.object({}).loose();

/** `{ items, totalCount }` of objects the description explains. */
export const describedList = z.object({ items: z.array(z.object({}).loose()), totalCount: z.number().int().min(0) });

/** Path parameters shared by many routes. */
export const idPath = z.object({ id: z.string().regex(/^\d+$/).meta({ description: 'The record’s numeric id.' }) });
export const idOrSlugPath = z.object({
  id: z.string().regex(/^(\d+|[a-z0-9]+(-[a-z0-9]+)*)$/).meta({ description: 'The document’s numeric id or its slug.' }),
});
export const supportGroupPath = z.object({ group: z.enum(SUPPORT_GROUPS) });
export const dictionaryPath = z.object({ dictionary: z.enum(Object.keys(CALCULATOR_DICTIONARIES) as [keyof typeof CALCULATOR_DICTIONARIES]) });
export const settingKeyPath = z.object({ key: z.string().regex(/^\d{1,2}$/).meta({ description: 'The setting’s number, 0–31.' }) });
export const settingFileKeyPath = z.object({ key: z.enum(SETTING_FILE_KEYS) });
export const tokenPath = z.object({ token: z.string().min(1).meta({ description: 'The single-use token from the mail.' }) });
