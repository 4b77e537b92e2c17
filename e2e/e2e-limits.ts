/**
 * Limits the e2e server runs with where the documented default (lib/platform/rate-limit/limits.ts) would be reached by
 * the suite's own pages from one address: playwright.config.ts passes them in the environment, and the specs that
 * test a limit read them here.
 */
export const E2E_LIMITS = {
  /** Searches per minute per address: the search, a11y and vi-mode specs open /search many times from 127.0.0.1. */
  LIMIT_SEARCH: 100,
} as const;
