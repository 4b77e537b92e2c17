import { APIError, type PayloadRequest } from 'payload';

type RefusedStatus = 400 | 403 | 413 | 415 | 429;

/**
 * A client's request the back office refuses with a 4xx and a message meant for the caller. Payload logs an APIError
 * with its stack at error level; this one is logged as one info line (hardenRestApi sets its level), like Payload's
 * own Forbidden and NotFound.
 */
export class Refused extends APIError {
  static readonly errorName = 'Refused';

  constructor(message: string, status: RefusedStatus) {
    super(message, status, null, true);
    this.name = Refused.errorName;
  }

  /** The refusal in the back office's language (Russian unless the staff member chose English). */
  static in(req: PayloadRequest, text: { ru: string; en: string }, status: RefusedStatus): Refused {
    return new Refused(req.i18n?.language === 'en' ? text.en : text.ru, status);
  }
}
