import { supportMeasures } from '@/lib/server/content/endpoints';
import { detailRoute } from '@/lib/server/content/routes';

export const GET = detailRoute(({ group }) => supportMeasures(String(group)));
