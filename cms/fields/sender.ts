import type { FieldHook, TextField } from 'payload';
import { l, type PublicFieldMeta } from './common';

type Person = { surname?: string | null; name?: string | null; fathersName?: string | null; company?: string | null };

/** «Фамилия Имя Отчество, Организация» of an investor account, or null when it has none of them. */
export function personName(person: Person | null | undefined): string | null {
  if (!person) return null;
  const full = [person.surname, person.name, person.fathersName].filter(Boolean).join(' ');
  const text = [full, person.company].filter(Boolean).join(', ');
  return text || null;
}

/** The investor behind `owner` (an id at depth 0, the document when populated), read once per request. */
const readSender: FieldHook = async ({ siblingData, req }) => {
  const owner = (siblingData as { owner?: unknown } | undefined)?.owner;
  if (owner && typeof owner === 'object') return personName(owner as Person);
  if (typeof owner !== 'number' && typeof owner !== 'string') return null;
  const cache = (req.context.senderNames ??= new Map()) as Map<string, Promise<string | null>>;
  const key = String(owner);
  if (!cache.has(key)) {
    cache.set(
      key,
      req.payload
        .findByID({ collection: 'investors', id: owner, depth: 0, overrideAccess: true, disableErrors: true, select: { surname: true, name: true, fathersName: true, company: true } })
        .then((investor) => personName(investor as Person | null))
        .catch(() => null),
    );
  }
  return cache.get(key);
};

/**
 * The sender of an appeal as reviewers read it (the list's column, the form's sidebar): the account holder's name
 * and organisation, read from the investor on every read — nothing is stored (no column), and the portal's API never
 * shows it (its own DTOs name the fields they send).
 */
export function senderField(): TextField {
  return {
    name: 'sender',
    type: 'text',
    virtual: true,
    label: l('Отправитель', 'Sender'),
    // The field's own afterInput also titles the document with the sender (cms/components/sender-title.tsx).
    admin: { readOnly: true, position: 'sidebar', disableListFilter: true, disableBulkEdit: true, components: { afterInput: ['/cms/components/sender-title#SenderTitle'] } },
    hooks: { afterRead: [readSender] },
    custom: { private: true } satisfies PublicFieldMeta,
  };
}
