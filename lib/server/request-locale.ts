import { isLocale, type Locale } from '@/i18n/routing';
import { splitLocale } from '@/lib/routes';
import type { Step } from './pipeline/step';

/**
 * The language of the requested address, from its first path segment (`/en/…` → en, anything else → ru), put on the
 * request for the one view that cannot learn it from its route: the global 404 (app/global-not-found.tsx), which no
 * `[locale]` segment encloses. The proxy does not run on most addresses (docs/decisions/024), so next-intl's own
 * locale header is not there. Always set from the path: a client's own value is replaced.
 */
export const PATH_LOCALE_HEADER = 'x-portal-path-locale';

export function pathLocale(url: string): Locale {
  const cut = url.search(/[?#]/);
  return splitLocale(cut === -1 ? url : url.slice(0, cut)).locale;
}

/** The value of PATH_LOCALE_HEADER on a request (undefined outside `next start`, e.g. in unit tests). */
export function localeFromHeader(value: string | null): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

/** The pipeline's step (./pipeline/index.ts): puts the address's language in PATH_LOCALE_HEADER. */
export const setPathLocale: Step = (request) => {
  request.headers[PATH_LOCALE_HEADER] = pathLocale(request.url ?? '/');
};
