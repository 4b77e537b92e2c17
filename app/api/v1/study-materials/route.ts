import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, requestLocale } from '@/lib/server/http';
import { listStudyMaterials } from '@/lib/server/auth/study';

/** GET /study-materials (our addition): the cabinet's Study tab, in the `Language` header's locale. */
export const GET = handle(async (request: Request) => {
  const items = await listStudyMaterials(requestLocale(request));
  return ok({ items, totalCount: items.length });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
