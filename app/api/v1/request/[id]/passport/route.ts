import { requireInvestor } from '@/lib/server/auth/caller';
import { noStore } from '@/lib/server/auth/route';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed } from '@/lib/server/http';
import { idParam } from '@/lib/server/submissions/common';
import { readPassport, savePassport } from '@/lib/server/submissions/requests';

type Context = { params: Promise<{ id: string }> };

/** GET /request/{id}/passport (bearer): the passport of the caller's request (all fields null before the first save). */
export const GET = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request);
  return noStore(ok(await readPassport(caller, idParam((await params).id))));
});

/** POST /request/{id}/passport (bearer, confirmed; multipart): a partial save with files[n] and remove_files. */
export const POST = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  return noStore(ok(await savePassport(request, caller, idParam((await params).id))));
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
