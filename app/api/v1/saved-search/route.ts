import { savedSearchCreateSchema } from '@/lib/saved-searches/schemas';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, noStore, parseOr422, readBody } from '@/lib/server/http';
import { enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { createSavedSearch, SAVED_SEARCHES_API } from '@/lib/server/saved-searches/service';

/** POST /saved-search `{ name, kind: sites|events, query }` → SavedSearch (a confirmed investor; our addition). */
export const POST = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  await enforcePerIpAndAccount(request, 'savedSearch', 'savedSearchAccount', String(caller.user.id));
  const fields = parseOr422(savedSearchCreateSchema, (await readBody(request)).fields);
  return noStore(ok(await createSavedSearch(caller, fields)));
}, { localize: SAVED_SEARCHES_API });

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
