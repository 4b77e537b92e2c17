import type { ApiImage } from '@/lib/api/media';

/** GET /index-switch: the home page's audience tabs (for investors, entrepreneurs, exporters…). */
export type IndexSwitchItem = {
  id: number;
  title: string;
  text: string | null;
  linkLabel: string | null;
  link: string | null;
  image: ApiImage | null;
};

/** GET /cip items as the home page shows them. */
export type CipCard = {
  id: number;
  slug: string;
  title: string;
  investor: string | null;
  investmentSize: string | null;
  stage: string | null;
  industry: string | null;
  excerpt: string | null;
  image: ApiImage | null;
};

/** How many of the latest projects, events and news the home page shows. */
export const HOME_LATEST = 3;
