import { methodNotAllowed } from '@/lib/server/http';
import { openDataCatalogueRoute } from '@/lib/server/open-data/routes';

export const GET = openDataCatalogueRoute;

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
