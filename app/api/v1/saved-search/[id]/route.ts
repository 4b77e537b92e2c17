import { recordId } from '@/lib/record-id';
import { savedSearchUpdateSchema } from '@/lib/saved-searches/schemas';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, noStore, parseOr422, readBody } from '@/lib/server/http';
import { enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { deleteSavedSearch, SAVED_SEARCHES_API, updateSavedSearch } from '@/lib/server/saved-searches/service';

type Context = { params: Promise<{ id: string }> };

/** PATCH /saved-search/{id} `{ name?, paused? }` → SavedSearch: rename, pause or resume (our addition). */
export const PATCH = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  await enforcePerIpAndAccount(request, 'savedSearch', 'savedSearchAccount', String(caller.user.id));
  const changes = parseOr422(savedSearchUpdateSchema, (await readBody(request)).fields);
  return noStore(ok(await updateSavedSearch(caller, recordId((await params).id), changes)));
}, { localize: SAVED_SEARCHES_API });

/** DELETE /saved-search/{id} → `{ deleted: true }` (our addition). */
export const DELETE = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  await enforcePerIpAndAccount(request, 'savedSearch', 'savedSearchAccount', String(caller.user.id));
  return noStore(ok(await deleteSavedSearch(caller, recordId((await params).id))));
}, { localize: SAVED_SEARCHES_API });

export const { GET, HEAD, POST, PUT } = methodNotAllowed(['PATCH', 'DELETE']);
