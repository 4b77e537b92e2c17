import { globalRoute } from '@/lib/server/content/routes';
import { methodNotAllowed } from '@/lib/server/http';

export const GET = globalRoute('about-region');

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
