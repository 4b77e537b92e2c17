import 'server-only';
import { isLocale, type Locale } from '@/i18n/routing';

/** The `Language` header of a portal call, when it names one of the four locales. */
export function requestLocale(request: Request): Locale | null {
  const value = request.headers.get('language')?.trim().toLowerCase().slice(0, 2);
  return isLocale(value) ? value : null;
}

/** Adds a Set-Cookie header to a response built by the envelope helpers. */
export function withCookie(response: Response, cookie: string): Response {
  response.headers.append('Set-Cookie', cookie);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export function noStore(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
