import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import {
  EVENT_REGISTRATION_MESSAGES,
  eventRegistrationSchemaFor,
  type EventRegistrationData,
} from '@/lib/submissions/schemas/event-registration';
import type { RegistrationFormValues } from './registration-form';

/**
 * The API's schema in the form's language over the form's values (each a narrower type than the schema accepts: a form sends text). The
 * yes/no radio is checked as exactly 'true' / 'false' here: the form resolver reports a union's first branch
 * («expected boolean»), not the schema's «choose yes or no».
 */
export const registrationFormSchema = (locale: Locale) =>
  eventRegistrationSchemaFor(locale).extend({
    ploshadka: z.enum(['true', 'false'], { error: EVENT_REGISTRATION_MESSAGES.invalidChoice }).transform((value) => value === 'true'),
  }) as unknown as z.ZodType<EventRegistrationData, RegistrationFormValues>;
