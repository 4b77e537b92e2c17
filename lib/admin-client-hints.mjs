// @ts-check
/**
 * Payload's back office reads the visitor's colour scheme from the `Sec-CH-Prefers-Color-Scheme` client hint, and
 * `withPayload` asks for it on every address of the app (`Accept-CH`, `Critical-CH`, `Vary`, source `/:path*`).
 * `Critical-CH` makes Chromium retry a first navigation with the hint: every first visit to a portal page loaded the
 * document twice, and API answers varied by a hint they never read. Here those rules are narrowed to the back office
 * (`/admin` and below); every other header rule is kept as it is. Plain JavaScript: next.config.ts and its test load it.
 */

/** The headers that ask for or depend on client hints. */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch']);
const ADMIN_SOURCES = ['/admin', '/admin/:path*'];

/** @typedef {import('next/dist/lib/load-custom-routes').Header} HeaderRule */

/** True for a rule that asks for client hints (or varies by one). */
export function asksForClientHints(/** @type {HeaderRule} */ rule) {
  return rule.headers.some(
    ({ key, value }) => CLIENT_HINT_HEADERS.has(key.toLowerCase()) || (key.toLowerCase() === 'vary' && /sec-ch-/i.test(value)),
  );
}

/** The rules with each client-hint rule applied to /admin only. */
export function narrowClientHints(/** @type {HeaderRule[]} */ rules) {
  return rules.flatMap((rule) => (asksForClientHints(rule) ? ADMIN_SOURCES.map((source) => ({ ...rule, source })) : [rule]));
}

/**
 * Wraps a Next config's `headers()` with narrowClientHints.
 * @param {import('next').NextConfig} config
 * @returns {import('next').NextConfig}
 */
export function adminOnlyClientHints(config) {
  const headers = config.headers;
  if (!headers) return config;
  return { ...config, headers: async () => narrowClientHints(await headers()) };
}
