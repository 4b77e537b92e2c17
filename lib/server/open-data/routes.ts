import 'server-only';
import { z } from 'zod';
import { locales, type Locale } from '@/i18n/routing';
import type { OpenDatasetKey } from '@/lib/open-data';
import { memoisedAnswer } from '@/lib/platform/answer-memo';
import { ok } from '../envelope';
import { handle, parseQuery, requestLocale } from '../http';
import { openDataCatalogue, openDataFile } from './service';

/** `?lang=` names the language where a download link cannot send the `Language` header; an unknown one is a 422. */
const langParam = z.enum(locales, { error: `Lang must be one of ${locales.join(', ')}.` });

export function openDataLocale(request: Request): Locale {
  const { lang } = parseQuery(request, { lang: langParam.optional() });
  return lang ?? requestLocale(request);
}

const answerKey = (request: Request, locale: Locale) => `open-data ${locale} ${new URL(request.url).pathname}`;

/** GET of one open-data file: its body as it is (not the envelope), with its media type and update date. */
export function openDataRoute(key: OpenDatasetKey) {
  return handle(async (request) => {
    const locale = openDataLocale(request);
    return memoisedAnswer(request, answerKey(request, locale), async () => {
      const file = await openDataFile(key, locale);
      const headers: Record<string, string> = {
        'Content-Type': file.contentType,
        'Content-Disposition': `inline; filename="${file.filename}"`,
        'Content-Language': locale,
        // Anyone may reuse the files (CC BY 4.0): a browser or a proxy may keep one for a few minutes.
        'Cache-Control': 'public, max-age=300',
        'Access-Control-Allow-Origin': '*',
      };
      if (file.updatedAt) headers['Last-Modified'] = new Date(`${file.updatedAt}T00:00:00+07:00`).toUTCString();
      return new Response(file.body, { status: 200, headers });
    });
  });
}

/** GET /open-data: the catalogue the /open-data page shows (every file, its address, update date and record count). */
export const openDataCatalogueRoute = handle(async (request) => {
  const locale = openDataLocale(request);
  return memoisedAnswer(request, answerKey(request, locale), async () => {
    const items = await openDataCatalogue(locale);
    return ok({ items, totalCount: items.length });
  });
});
