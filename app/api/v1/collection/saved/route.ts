import { savedLookupSchema } from '@/lib/submissions/schemas/favourites';
import { parseOr422 } from '@/lib/server/auth/http';
import { favouritesRoute } from '@/lib/server/favourites/route';
import { savedIn } from '@/lib/server/favourites/service';
import { methodNotAllowed } from '@/lib/server/http';

/** GET /collection/saved?page_url=/news/1 → `{ folderIds }`: the caller's folders that hold the page (our addition). */
export const GET = favouritesRoute(async (request, caller) => {
  const { page_url } = parseOr422(savedLookupSchema, { page_url: new URL(request.url).searchParams.get('page_url') ?? '' });
  return savedIn(caller, page_url);
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
