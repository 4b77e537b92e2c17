import 'server-only';
import { replySchema } from '@/lib/submissions/schemas/reply';
import { APPEAL_FILE_TYPES, REQUEST_FILE_TYPES, type ThreadKind } from '@/lib/submissions/types';
import { AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { isSameOriginWrite, requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, messageError, noStore, parseOr422 } from '@/lib/server/http';
import { payloadClient } from '@/lib/server/payload';
import { enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { withUploads } from '@/lib/server/uploads/multipart';
import { idParam, singleValues } from './common';
import { agencyTarget, readThread, reply, replyTarget, sendAgencyMessage } from './threads';

/**
 * The handlers of an item's thread, one per kind of item (a request's under /request/{id}/…, an appeal's under
 * /message/{id}/…). Files go through the same upload path and limits as the item's own form: a request's types
 * (`REQUEST_FILE_TYPES`), an appeal's (`APPEAL_FILE_TYPES`), at most 5, each within UPLOAD_MAX_FILE_MB.
 */

type Context = { params: Promise<{ id: string }> };

const FILE_TYPES: Record<ThreadKind, readonly string[]> = { request: REQUEST_FILE_TYPES, message: APPEAL_FILE_TYPES };

/** GET …/{id}/thread (bearer): the whole thread of the caller's item, oldest first; 404 for anyone else's. */
export const threadRoute = (kind: ThreadKind) =>
  handle<Context>(async (request, { params }) => {
    const caller = await requireInvestor(request);
    return noStore(ok(await readThread(caller, kind, idParam((await params).id))));
  });

/**
 * POST …/{id}/reply (bearer, confirmed; multipart `text` and `file[n]`): the investor's message in the thread of
 * their own item. 404 for anyone else's item and 409 for a closed one, both before the body is read.
 */
export const replyRoute = (kind: ThreadKind) =>
  handle<Context>(async (request, { params }) => {
    const caller = await requireInvestor(request, { verified: true });
    const id = idParam((await params).id);
    await enforcePerIpAndAccount(request, 'reply', 'replyAccount', `account:${caller.user.id}`);
    const item = await replyTarget(caller, kind, id);
    const message = await withUploads(request, { fileField: 'file', allowedTypes: FILE_TYPES[kind] }, async ({ fields, files }) => {
      const { text } = parseOr422(replySchema, singleValues(fields));
      return reply(caller, kind, item, { text, files });
    });
    return noStore(ok(message));
  });

/** The back-office user of the call's admin session (Payload's cookie), or null. */
async function staffOf(request: Request) {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false }).catch(() => ({ user: null }));
  return user?.collection === 'staff' ? user : null;
}

/**
 * POST …/{id}/agency-message (our addition, the back office's; admin session, same origin; multipart `text`,
 * `file[n]` and `clarification`=`true` to ask the investor for a clarification): the agency's message in the item's
 * thread. Whoever the collection's access does not let read the item gets a 404.
 */
export const agencyMessageRoute = (kind: ThreadKind) =>
  handle<Context>(async (request, { params }) => {
    const user = await staffOf(request);
    if (!user) throw messageError(401, M.unauthorized);
    if (!isSameOriginWrite(request)) throw messageError(403, M.crossSite);
    const item = await agencyTarget(user, kind, idParam((await params).id));
    const message = await withUploads(request, { fileField: 'file', allowedTypes: FILE_TYPES[kind] }, async ({ fields, files }) => {
      const values = singleValues(fields);
      const { text } = parseOr422(replySchema, values);
      return sendAgencyMessage(user, kind, item, { text, files, clarification: values.clarification === 'true' });
    });
    return noStore(ok(message));
  });
