/**
 * The rewrite that serves an unprefixed address from the Russian route (`/news/a` → `/ru/news/a`): every first path
 * segment but a locale, the API, Next's own files and the back office. Used by next.config.ts; the proxy handles the
 * root (language detection) and /ru/… (redirected to the unprefixed address) itself (docs/decisions/024).
 */
export const UNPREFIXED_REWRITE = {
  source: '/:first((?!(?:ru|en|tr|zh|api|_next|admin)(?:/|$))[^/]+)/:rest*',
  destination: '/ru/:first/:rest*',
};

/**
 * The root in Russian when the proxy did not run there (no saved language and a Russian-first browser, or none):
 * the proxy's detection is only needed when it could choose another language (proxy.ts's matcher).
 */
export const ROOT_REWRITE = { source: '/', destination: '/ru' };
