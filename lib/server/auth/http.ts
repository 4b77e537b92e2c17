import 'server-only';
import { handle } from '@/lib/server/http';

/** Moved to lib/server/http (the one toolkit); kept until every caller imports it from there. */
export {
  type Body,
  type BodyLimits,
  fieldError,
  fieldErrors as issuesToFieldErrors,
  HttpError,
  messageError,
  parseOr422,
  readBody,
  readLimited,
  SMALL_BODY_BYTES,
} from '@/lib/server/http';

/** The old per-call form of `handle` (lib/server/http): kept until every caller uses `handle`. */
export function respond(request: Request, run: () => Promise<Response>): Promise<Response> {
  return handle(() => run())(request, undefined);
}
