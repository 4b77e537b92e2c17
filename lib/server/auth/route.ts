import 'server-only';
import type { MailLocale } from './mail';

/** The `Language` header of a portal call, when it names one of the four locales. */
export function requestLocale(request: Request): MailLocale | null {
  const value = request.headers.get('language')?.trim().toLowerCase().slice(0, 2);
  return value === 'ru' || value === 'en' || value === 'tr' || value === 'zh' ? value : null;
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
