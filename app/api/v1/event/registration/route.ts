import { EVENT_REGISTRATION_MESSAGES as R, eventRegistrationSchemaFor } from '@/lib/submissions/schemas/event-registration';
import { ok } from '@/lib/server/envelope';
import { registrationLimit } from '@/lib/server/events/limits';
import { registerForEvent } from '@/lib/server/events/registration';
import { type ApiCatalogue, handle, HttpError, methodNotAllowed, parseOr422, readBody, requestLocale } from '@/lib/server/http';

const localize: ApiCatalogue = { namespace: 'eventRegistrationApi', messages: R };

const tooMany = ({ retryAfter }: { retryAfter: number }) => new HttpError(429, { message: R.tooManyRequests }, { 'Retry-After': String(retryAfter) });

/**
 * POST /event/registration (multipart, urlencoded or JSON; no login): spec §3 fields → EventRegistrationResult.
 * Limited per client address before the body is read and per e-mail address once it is; errors in the caller's language.
 */
export const POST = handle(async (request: Request) => {
  const byAddress = await registrationLimit(request);
  if (byAddress) throw tooMany(byAddress);
  const locale = requestLocale(request);
  // The patronymic is required in the Russian form only: the same rule as the form's, by the `Language` header.
  const data = parseOr422(eventRegistrationSchemaFor(locale), (await readBody(request)).fields);
  const byEmail = await registrationLimit(request, data.email);
  if (byEmail) throw tooMany(byEmail);
  return ok(await registerForEvent(data, locale));
}, { localize });

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
