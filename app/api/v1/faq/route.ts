import { ENDPOINTS } from '@/lib/server/content/endpoints';
import { listRoute } from '@/lib/server/content/routes';

export const GET = listRoute(ENDPOINTS.faq);
