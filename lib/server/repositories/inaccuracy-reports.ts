import 'server-only';
import type { Locale } from '@/i18n/routing';
import { payloadClient } from '@/lib/server/payload';

/**
 * Visitors' reports of inaccuracies on portal pages. A report has no owner to scope by: it is written once by the
 * API (nobody creates one through /api/cms) and never read back through the API; the staff work through the list in
 * the back office under the collection's own access rules.
 */
export type NewInaccuracyReport = { page: string; pageTitle: string; note: string; email: string | null; locale: Locale };

export async function createInaccuracyReport(report: NewInaccuracyReport): Promise<{ id: number }> {
  const payload = await payloadClient();
  const created = await payload.create({
    collection: 'inaccuracy-reports',
    data: { ...report, status: 'new' },
    overrideAccess: true,
    depth: 0,
    select: { status: true },
  });
  return { id: created.id };
}
