import 'server-only';
import { FAVOURITES_MESSAGES } from '@/lib/submissions/schemas/favourites';
import { handleLocalized } from '@/lib/server/api-messages';
import { type Caller, requireInvestor } from '@/lib/server/auth/caller';
import { noStore } from '@/lib/server/auth/route';
import { ok } from '@/lib/server/envelope';
import { limitParam, pageParam, parseQuery } from '@/lib/server/http';
import type { Page } from './service';

type Params = Record<string, string | string[] | undefined>;
type Context = { params: Promise<Params> };

/** Default page size of the favourites lists (`limit` up to 100). */
export const FAVOURITES_PAGE_LIMIT = 20;

/**
 * A /collection/* handler: a confirmed investor (401 / 403 otherwise), errors localized from `favouritesApi`,
 * the answer private (no-store). `run` gets the route's params as single strings.
 */
export function favouritesRoute(run: (request: Request, caller: Caller, params: Record<string, string | undefined>) => Promise<unknown>) {
  return handleLocalized<Context>({ namespace: 'favouritesApi', messages: FAVOURITES_MESSAGES }, async (request, context) => {
    const caller = await requireInvestor(request, { verified: true });
    const params = Object.fromEntries(Object.entries((await context?.params) ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
    return noStore(ok(await run(request, caller, params)));
  });
}

/** `page` (from 1) and `limit` (1–100, default 20) of a favourites list. */
export function pageOf(request: Request): Page {
  const { page, limit } = parseQuery(request, { page: pageParam.optional(), limit: limitParam.optional() });
  return { page: page ?? 1, limit: limit ?? FAVOURITES_PAGE_LIMIT };
}
