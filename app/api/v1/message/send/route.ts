import { requireInvestor } from '@/lib/server/auth/caller';
import { noStore } from '@/lib/server/auth/route';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed } from '@/lib/server/http';
import { sendAppeal } from '@/lib/server/submissions/appeals';

/** POST /message/send (bearer, confirmed; multipart: message, agreement, file[0…4]). */
export const POST = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  return noStore(ok(await sendAppeal(request, caller)));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
