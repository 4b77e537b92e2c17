import { INACCURACY_REPORT_MESSAGES as R, inaccuracyReportSchema } from '@/lib/feedback/schemas/inaccuracy-report';
import { ok } from '@/lib/server/envelope';
import { type ApiCatalogue, handle, methodNotAllowed, noStore, parseOr422, readBody, requestLocale } from '@/lib/server/http';
import { enforcePerIp } from '@/lib/server/rate-limit/guard';
import { createInaccuracyReport } from '@/lib/server/repositories/inaccuracy-reports';

const localize: ApiCatalogue = { namespace: 'inaccuracyReportApi', messages: R };

/**
 * POST /feedback/outdated (JSON, urlencoded or multipart; no login): a visitor's note that something on a portal page
 * is wrong or out of date, for the agency's staff (the back office's «Сообщения о неточностях»). Limited per client
 * address before the body is read; errors in the caller's language. Nothing of the report is logged.
 */
export const POST = handle(async (request: Request) => {
  await enforcePerIp(request, 'inaccuracyReport');
  const report = parseOr422(inaccuracyReportSchema, (await readBody(request)).fields);
  const created = await createInaccuracyReport({
    page: report.page_url,
    pageTitle: report.page_title,
    note: report.comment,
    email: report.email ?? null,
    locale: requestLocale(request),
  });
  return noStore(ok(created));
}, { localize });

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
