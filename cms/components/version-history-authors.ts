import type { Payload, PayloadRequest } from 'payload';
import { versionHistoryTexts } from './version-history-texts';

/** A staff member's id as a document or a version stores it (an id at depth 0; the account when populated). */
export function authorId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id;
  return null;
}

/**
 * How the back office names the authors of versions (`editedBy`): the staff member's name, else their e-mail; an
 * account that is no longer there: «удалённая учётная запись»; a save with nobody signed in: «Не указан».
 *
 * An editor may not read colleagues' accounts, yet should know who changed a text: the accounts are read here past
 * access control, and only their name and e-mail are selected, so nothing else of a colleague's account reaches the
 * page. Callers are the back office's own server components, shown to signed-in staff only.
 */
export async function versionAuthors(
  payload: Payload,
  values: unknown[],
  language: string | undefined,
  req?: Partial<PayloadRequest>,
): Promise<(value: unknown) => string> {
  const texts = versionHistoryTexts(language);
  const ids = [...new Set(values.map(authorId).filter((id) => id !== null))];
  const found = ids.length
    ? await payload.find({
        collection: 'staff',
        where: { id: { in: ids } },
        limit: ids.length,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { name: true, email: true },
        ...(req ? { req } : {}),
      })
    : { docs: [] };
  const names = new Map(found.docs.map((person) => [String(person.id), person.name?.trim() || person.email]));
  return (value) => {
    const id = authorId(value);
    if (id === null) return texts.noAuthor;
    return names.get(String(id)) || texts.deletedAuthor;
  };
}
