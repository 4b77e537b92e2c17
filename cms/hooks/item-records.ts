import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload';
import { ValidationError } from 'payload';
import type { ItemRef } from '../../lib/submissions/audit';

type Ref = number | { id: number } | null | undefined;
const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : (ref ?? null));

/** The item a record (thread message, note, audit event) belongs to, or null when it names none or both. */
export function itemOf(doc: { request?: Ref; appeal?: Ref }): ItemRef | null {
  const request = idOf(doc.request);
  const appeal = idOf(doc.appeal);
  if (request && !appeal) return { collection: 'requests', id: request };
  if (appeal && !request) return { collection: 'appeals', id: appeal };
  return null;
}

/** The record belongs to exactly one project submission or appeal. */
export const oneItem =
  (collection: string): CollectionBeforeChangeHook =>
  ({ data, req, operation }) => {
    if (operation === 'create' && !itemOf(data)) {
      throw new ValidationError(
        { collection, errors: [{ path: 'request', message: 'Укажите заявку на проект или обращение (одно из двух).' }], req },
        req.t,
      );
    }
    return data;
  };

export const staffIdOf = (req: PayloadRequest): number | null =>
  req.user?.collection === 'staff' && typeof req.user.id === 'number' ? req.user.id : null;

/**
 * The author is whoever is signed in to the back office, never what the form sent; the portal's own code (Local API
 * without a staff user) may name one.
 */
export const staffAuthor =
  (field: string, { onlyWhen }: { onlyWhen?: (data: Record<string, unknown>) => boolean } = {}): CollectionBeforeChangeHook =>
  ({ data, req, operation }) => {
    if (operation !== 'create') return data;
    if (onlyWhen && !onlyWhen(data)) {
      data[field] = null;
      return data;
    }
    const staff = staffIdOf(req);
    if (staff !== null || req.payloadAPI !== 'local') data[field] = staff;
    return data;
  };
