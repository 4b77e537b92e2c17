import { calculatorDictionary } from '@/lib/server/content/endpoints';
import { listRoute } from '@/lib/server/content/routes';
import { methodNotAllowed } from '@/lib/server/http';

export const GET = listRoute(({ dictionary }) => calculatorDictionary(String(dictionary)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
