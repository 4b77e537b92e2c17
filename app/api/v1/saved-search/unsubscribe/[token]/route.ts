import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, noStore } from '@/lib/server/http';
import { enforcePerIp } from '@/lib/server/rate-limit/guard';
import { SAVED_SEARCHES_API, unsubscribe, unsubscribeView } from '@/lib/server/saved-searches/service';

type Context = { params: Promise<{ token: string }> };

/**
 * GET /saved-search/unsubscribe/{token} → `{ name, kind, unsubscribed }`: which search the mailed link is for. It
 * changes nothing, so a mail client or scanner that fetches links ahead of the reader unsubscribes nobody; the
 * portal's page /saved-search/unsubscribe/{token} shows it with the button that POSTs.
 */
export const GET = handle<Context>(async (request, { params }) => {
  await enforcePerIp(request, 'unsubscribe');
  return noStore(ok(await unsubscribeView((await params).token)));
}, { localize: SAVED_SEARCHES_API });

/**
 * POST /saved-search/unsubscribe/{token} → `{ name, kind, unsubscribed: true }`: the one-click unsubscribe of RFC 8058
 * (the mail's List-Unsubscribe address; the mail provider posts `List-Unsubscribe=One-Click`, without cookies and
 * from its own origin, so no login or Origin check: the random token is the whole credential). The body is not read.
 */
export const POST = handle<Context>(async (request, { params }) => {
  await enforcePerIp(request, 'unsubscribe');
  return noStore(ok(await unsubscribe((await params).token)));
}, { localize: SAVED_SEARCHES_API });

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
