import { ok } from '@/lib/server/envelope';
import { respond } from '@/lib/server/auth/http';
import { requestLocale } from '@/lib/server/auth/route';
import { listStudyMaterials } from '@/lib/server/auth/study';
import { methodNotAllowed, varyOnLanguage } from '@/lib/server/http';

/** GET /study-materials (our addition): the cabinet's Study tab, in the `Language` header's locale. */
export function GET(request: Request) {
  return respond(request, async () => {
    const items = await listStudyMaterials(requestLocale(request) ?? 'ru');
    return varyOnLanguage(ok({ items, totalCount: items.length }));
  });
}

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
