import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { handle, methodNotAllowed, notFoundError, parseQuery, requestLocale } from '@/lib/server/http';
import { sitePassport } from '@/lib/server/sites/passport/service';

type Context = { params: Promise<Record<string, string | undefined>> };

/** `?lang=` names the passport's language where a link cannot send the `Language` header (the site page's link). */
const query = { lang: z.enum(locales, { error: `Lang must be one of ${locales.join(', ')}.` }) };

/**
 * GET: a published production site's passport as a tagged PDF in the language of `?lang=` or the `Language` header
 * (Russian when neither names one); 404 for a site that does not exist or is not published, 422 for an unknown `lang`.
 * Answers 304 to a matching `If-None-Match`.
 */
export const GET = handle<Context>(async (request, context) => {
  const { lang } = parseQuery(request, { lang: query.lang.optional() });
  const locale = lang ?? requestLocale(request);
  const { id } = await context.params;
  const passport = await sitePassport(id ?? '', locale);
  if (!passport) throw notFoundError();
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${passport.filename}"`,
    'Content-Language': locale,
    // Public, but asked again every time: a publish changes the passport at once (the ETag makes the check cheap).
    'Cache-Control': 'public, no-cache',
    ETag: passport.etag,
  };
  if (request.headers.get('if-none-match') === passport.etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(passport.pdf), { status: 200, headers });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
