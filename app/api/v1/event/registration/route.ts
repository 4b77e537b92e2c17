import { EVENT_REGISTRATION_MESSAGES, eventRegistrationSchemaFor } from '@/lib/submissions/schemas/event-registration';
import { handleLocalized, localizeResult } from '@/lib/server/api-messages';
import { parseOr422, readBody } from '@/lib/server/auth/http';
import { fail, ok } from '@/lib/server/envelope';
import { registrationLimit } from '@/lib/server/events/limits';
import { registerForEvent } from '@/lib/server/events/registration';
import { methodNotAllowed, requestLocale } from '@/lib/server/http';

const catalogue = { namespace: 'eventRegistrationApi', messages: EVENT_REGISTRATION_MESSAGES } as const;

/** POST /event/registration (multipart, urlencoded or JSON; no login): spec §3 fields → EventRegistrationResult. */
export const POST = handleLocalized(catalogue, async (request: Request) => {
  const tooMany = ({ retryAfter }: { retryAfter: number }) =>
    fail(429, localizeResult({ message: EVENT_REGISTRATION_MESSAGES.tooManyRequests }, catalogue, requestLocale(request)), {
      headers: { 'Retry-After': String(retryAfter) },
    });
  const byAddress = await registrationLimit(request);
  if (byAddress) return tooMany(byAddress);
  // The patronymic is required in the Russian form only: the same rule as the form's, by the `Language` header.
  const data = parseOr422(eventRegistrationSchemaFor(requestLocale(request)), (await readBody(request)).fields);
  const byEmail = await registrationLimit(request, data.email);
  if (byEmail) return tooMany(byEmail);
  return ok(await registerForEvent(data, requestLocale(request)));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
