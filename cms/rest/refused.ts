import { APIError } from 'payload';

/**
 * A client's request the back office refuses with a 4xx and a message meant for the caller. Payload logs an APIError
 * with its stack at error level; this one is logged as one info line (hardenRestApi sets its level), like Payload's
 * own Forbidden and NotFound.
 */
export class Refused extends APIError {
  static readonly errorName = 'Refused';

  constructor(message: string, status: 400 | 403 | 413 | 415) {
    super(message, status, null, true);
    this.name = Refused.errorName;
  }
}
