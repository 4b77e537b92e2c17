import { supportMeasures } from '@/lib/server/content/endpoints';
import { detailRoute } from '@/lib/server/content/routes';
import { methodNotAllowed } from '@/lib/server/http';

export const GET = detailRoute(({ group }) => supportMeasures(String(group)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
