import { ENDPOINTS } from '@/lib/server/content/endpoints';
import { detailRoute } from '@/lib/server/content/routes';
import { methodNotAllowed } from '@/lib/server/http';

export const GET = detailRoute(ENDPOINTS.cip);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
