import { globalRoute } from '@/lib/server/content/routes';
import { methodNotAllowed } from '@/lib/server/http';

export const GET = globalRoute('korporaciya-razvitiya-eniseyskoy-sibiri');

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
