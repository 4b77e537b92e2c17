const MINUTE = 60;
const HOUR = 60 * MINUTE;

export type LimitSpec = {
  /** Attempts allowed per window (overridable by `env`, a whole number > 0). */
  points: number;
  /** The window, in seconds. */
  window: number;
  /** The environment variable that overrides `points` (load tests, an office behind one address). */
  env: string;
  /** What the key is. */
  per: 'ip' | 'account' | 'e-mail' | 'account or e-mail';
};

/**
 * Every limit of the API in one table (docs/decisions/027-abuse-limits-and-background-work.md and
 * docs/rate-limits.md list it for operators). Each guarded action is limited per client address AND per
 * account (or per e-mail address for a guest), so neither many addresses against one account nor one
 * address against many accounts gets through. Counters live in Redis when REDIS_URL is set, in process
 * memory otherwise (./limiter.ts).
 */
export const LIMITS = {
  /** Password guessing across accounts; each account also locks after 5 failures (loginFailures). */
  login: { points: 30, window: 15 * MINUTE, env: 'AUTH_LIMIT_LOGIN', per: 'ip' },
  /** Failed logins per e-mail address: the 5th failure locks it for 15 minutes (known ones in the database too). */
  loginFailures: { points: 5, window: 15 * MINUTE, env: 'AUTH_LIMIT_LOGIN_FAILURES', per: 'e-mail' },
  /** Registrations (they send mail). */
  registration: { points: 10, window: HOUR, env: 'AUTH_LIMIT_REGISTRATION', per: 'ip' },
  registrationAddress: { points: 3, window: HOUR, env: 'AUTH_LIMIT_REGISTRATION_ADDRESS', per: 'e-mail' },
  /** Password recovery: its answer tells whether an address has an account. */
  recovery: { points: 5, window: 15 * MINUTE, env: 'AUTH_LIMIT_RECOVERY', per: 'ip' },
  recoveryAddress: { points: 3, window: HOUR, env: 'AUTH_LIMIT_RECOVERY_ADDRESS', per: 'e-mail' },
  /**
   * The back office's login (/api/cms/staff/login: Payload's REST, which the admin's form posts to; the guard is
   * cms/hooks/staff-auth.ts): the investors' numbers. Staff accounts lock in the database after
   * `staffLoginFailures` failures (cms/collections/staff.ts reads it); e-mails without an account here.
   */
  staffLogin: { points: 30, window: 15 * MINUTE, env: 'STAFF_LIMIT_LOGIN', per: 'ip' },
  staffLoginFailures: { points: 5, window: 15 * MINUTE, env: 'STAFF_LIMIT_LOGIN_FAILURES', per: 'e-mail' },
  /** Staff password recovery mails a link; per e-mail it is silent (the answer never tells an account). */
  staffRecovery: { points: 5, window: 15 * MINUTE, env: 'STAFF_LIMIT_RECOVERY', per: 'ip' },
  staffRecoveryAddress: { points: 3, window: HOUR, env: 'STAFF_LIMIT_RECOVERY_ADDRESS', per: 'e-mail' },
  /** Lifting a staff lockout (administrators only). */
  staffUnlock: { points: 30, window: 15 * MINUTE, env: 'STAFF_LIMIT_UNLOCK', per: 'ip' },
  /** Confirmation mail re-sends (and, per account, at most one a minute: the account's verificationSentAt). */
  resend: { points: 5, window: 15 * MINUTE, env: 'AUTH_LIMIT_RESEND', per: 'ip' },
  /** Guest re-sends per address: silent (the answer must not tell an existing address from another). */
  resendAddress: { points: 3, window: HOUR, env: 'AUTH_LIMIT_RESEND_ADDRESS', per: 'e-mail' },
  /** E-mail change requests (each mails two addresses). */
  emailChange: { points: 5, window: HOUR, env: 'AUTH_LIMIT_EMAIL_CHANGE', per: 'account' },
  /** POST /request/create: project submissions with up to 5 files. */
  submission: { points: 20, window: HOUR, env: 'LIMIT_SUBMISSION', per: 'ip' },
  submissionAccount: { points: 10, window: HOUR, env: 'LIMIT_SUBMISSION_ACCOUNT', per: 'account or e-mail' },
  /** POST /request/{id}/passport: saves of the passport (a form saved as it is filled in). */
  passport: { points: 120, window: HOUR, env: 'LIMIT_PASSPORT', per: 'ip' },
  passportAccount: { points: 60, window: HOUR, env: 'LIMIT_PASSPORT_ACCOUNT', per: 'account' },
  /** POST /message/send: appeals with up to 5 files. */
  appeal: { points: 20, window: HOUR, env: 'LIMIT_APPEAL', per: 'ip' },
  appealAccount: { points: 10, window: HOUR, env: 'LIMIT_APPEAL_ACCOUNT', per: 'account' },
  /** POST /request/{id}/reply, POST /message/{id}/reply: the investor's messages in a thread, with up to 5 files. */
  reply: { points: 60, window: HOUR, env: 'LIMIT_REPLY', per: 'ip' },
  replyAccount: { points: 30, window: HOUR, env: 'LIMIT_REPLY_ACCOUNT', per: 'account' },
  /** POST /event/registration: no account, two mails; enough for an office registering its people. */
  eventRegistration: { points: 30, window: HOUR, env: 'EVENT_LIMIT_REGISTRATION', per: 'ip' },
  eventRegistrationAddress: { points: 5, window: HOUR, env: 'EVENT_LIMIT_REGISTRATION_ADDRESS', per: 'e-mail' },
  /** POST /feedback/outdated: no account, a note to the staff; a visitor reports a few pages, not dozens. */
  inaccuracyReport: { points: 10, window: HOUR, env: 'LIMIT_INACCURACY_REPORT', per: 'ip' },
  /** GET /api/v1/search, from outside clients and from the /search page on its visitor's behalf: a query a second. */
  search: { points: 60, window: MINUTE, env: 'LIMIT_SEARCH', per: 'ip' },
  /**
   * POST /vitals: a sampled page view sends one beacon, two at most (the page hidden, then shown and hidden again);
   * generous for an office behind one address, small enough that one client cannot skew a route's percentiles.
   */
  vitals: { points: 120, window: MINUTE, env: 'LIMIT_VITALS', per: 'ip' },
  /** POST, PATCH, DELETE /saved-search: an investor's saved searches (each kept one at most SAVED_SEARCHES_MAX). */
  savedSearch: { points: 120, window: HOUR, env: 'LIMIT_SAVED_SEARCH', per: 'ip' },
  savedSearchAccount: { points: 60, window: HOUR, env: 'LIMIT_SAVED_SEARCH_ACCOUNT', per: 'account' },
  /** GET and POST /saved-search/unsubscribe/{token}: no login; a token is 256 random bits, this only slows a scan. */
  unsubscribe: { points: 60, window: 15 * MINUTE, env: 'LIMIT_UNSUBSCRIBE', per: 'ip' },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;

/** The limit's attempts per window, with its environment override applied. */
export function pointsOf(name: LimitName): number {
  const configured = Number(process.env[LIMITS[name].env]);
  return Number.isInteger(configured) && configured > 0 ? configured : LIMITS[name].points;
}
