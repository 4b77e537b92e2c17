import { globalRoute } from '@/lib/server/content/routes';
import { methodNotAllowed } from '@/lib/server/http';

export const GET = globalRoute('techno-valley');

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
