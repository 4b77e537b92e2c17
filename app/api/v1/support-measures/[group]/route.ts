import { supportMeasures } from '@/lib/server/content/endpoints';
import { listRoute } from '@/lib/server/content/routes';
import { methodNotAllowed } from '@/lib/server/http';

export const GET = listRoute(({ group }) => supportMeasures(String(group)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
