import { ok } from '@/lib/server/envelope';
import { respond } from '@/lib/server/auth/http';
import { requestLocale } from '@/lib/server/auth/route';
import { listStudyMaterials } from '@/lib/server/auth/study';

/** GET /study-materials (our addition): the cabinet's Study tab, in the `Language` header's locale. */
export function GET(request: Request) {
  return respond(async () => {
    const items = await listStudyMaterials(requestLocale(request) ?? 'ru');
    return ok({ items, totalCount: items.length });
  });
}
