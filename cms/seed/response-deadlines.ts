import type { Payload } from 'payload';
import { RUSSIAN_HOLIDAYS, RUSSIAN_WORKING_WEEKENDS } from './data/response-deadlines';

/**
 * The response-deadline settings of a database that has none yet: the defaults of the global with the official
 * holiday calendar (not demo content: every environment needs it, so it runs at every start, under the start-up
 * lock). Once saved, the administrators' version is kept. True when this call wrote it.
 */
export async function ensureResponseDeadlines(payload: Payload): Promise<boolean> {
  const stored = await payload.findGlobal({ slug: 'response-deadlines', depth: 0, overrideAccess: true });
  if (stored.updatedAt) return false;
  await payload.updateGlobal({
    slug: 'response-deadlines',
    data: { holidays: RUSSIAN_HOLIDAYS, workingWeekends: RUSSIAN_WORKING_WEEKENDS },
    depth: 0,
    overrideAccess: true,
  });
  return true;
}
