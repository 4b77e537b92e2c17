import type { CollectionBeforeDeleteHook } from 'payload';
import { DETACH_CONTEXT } from './review';

/**
 * An investor's account is deleted (152-FZ: the personal data go): their requests, passports, appeals and files
 * stay with the agency, detached from the account, and the contact details copied onto requests are erased.
 * Runs in the deletion's transaction (req), before the row goes (the foreign keys point at it).
 */
export const detachSubmissions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { owner: { equals: id } };
  const common = { where, depth: 0, overrideAccess: true, req, context: { [DETACH_CONTEXT]: true } } as const;
  await req.payload.update({ collection: 'requests', ...common, data: { owner: null, contactName: null, contactEmail: null, contactPhone: null }, select: { owner: true } });
  await req.payload.update({ collection: 'passports', ...common, data: { owner: null }, select: { owner: true } });
  await req.payload.update({ collection: 'appeals', ...common, data: { owner: null }, select: { owner: true } });
  await req.payload.update({ collection: 'attachments', ...common, data: { owner: null }, select: { owner: true } });
};
