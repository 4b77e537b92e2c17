import { ENDPOINTS } from '@/lib/server/content/endpoints';
import { detailRoute } from '@/lib/server/content/routes';

export const GET = detailRoute(ENDPOINTS.news);
