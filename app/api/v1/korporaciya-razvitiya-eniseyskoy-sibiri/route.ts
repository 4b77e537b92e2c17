import { globalRoute } from '@/lib/server/content/routes';

export const GET = globalRoute('korporaciya-razvitiya-eniseyskoy-sibiri');
