import { savedLookupSchema } from '@/lib/submissions/schemas/favourites';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { FAVOURITES_API, savedIn } from '@/lib/server/favourites/service';
import { handle, methodNotAllowed, noStore, parseOr422 } from '@/lib/server/http';

/** GET /collection/saved?page_url=/news/1 → `{ folderIds }`: the caller's folders that hold the page (our addition). */
export const GET = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  const { page_url } = parseOr422(savedLookupSchema, { page_url: new URL(request.url).searchParams.get('page_url') ?? '' });
  return noStore(ok(await savedIn(caller, page_url)));
}, { localize: FAVOURITES_API });

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
