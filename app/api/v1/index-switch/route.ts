import { ENDPOINTS } from '@/lib/server/content/endpoints';
import { listRoute } from '@/lib/server/content/routes';
import { methodNotAllowed } from '@/lib/server/http';

export const GET = listRoute(ENDPOINTS.indexSwitch);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
