import { globalRoute } from '@/lib/server/content/routes';

export const GET = globalRoute('arctic');
