import { EVENT_REGISTRATION_MESSAGES, eventRegistrationSchema } from '@/lib/submissions/schemas/event-registration';
import { handleLocalized } from '@/lib/server/api-messages';
import { parseOr422, readBody } from '@/lib/server/auth/http';
import { ok } from '@/lib/server/envelope';
import { registerForEvent } from '@/lib/server/events/registration';
import { methodNotAllowed, requestLocale } from '@/lib/server/http';

/** POST /event/registration (multipart, urlencoded or JSON; no login): spec §3 fields → EventRegistrationResult. */
export const POST = handleLocalized({ namespace: 'eventRegistrationApi', messages: EVENT_REGISTRATION_MESSAGES }, async (request: Request) => {
  const data = parseOr422(eventRegistrationSchema, (await readBody(request)).fields);
  return ok(await registerForEvent(data, requestLocale(request)));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
