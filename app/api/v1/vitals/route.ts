import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, noStore, parseOr422, readBody } from '@/lib/server/http';
import { enforcePerIp } from '@/lib/server/rate-limit/guard';
import { recordVitals } from '@/lib/vitals/record';
import { vitalsBeaconSchema } from '@/lib/vitals/schema';

/** A beacon is a path and a few numbers: anything larger is not one. */
const BEACON_BYTES = 2048;

/**
 * POST /vitals (JSON; no login, no cookie read): Core Web Vitals measured by a visitor's browser (features/vitals),
 * added to the Prometheus histograms of the page's route family. Limited per client address before the body is
 * read; nothing of the beacon is stored or logged, and the answer names only the family it was counted under.
 */
export const POST = handle(async (request: Request) => {
  await enforcePerIp(request, 'vitals');
  const beacon = parseOr422(vitalsBeaconSchema, (await readBody(request, { limit: BEACON_BYTES })).fields);
  return noStore(ok({ route: recordVitals(beacon) }));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
