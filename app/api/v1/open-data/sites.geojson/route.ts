import { methodNotAllowed } from '@/lib/server/http';
import { openDataRoute } from '@/lib/server/open-data/routes';

export const GET = openDataRoute('sites');

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
