import type { ContentTag } from '@/lib/cache/tags';
import type { ApiImage } from '@/lib/api/media';
import { serverGet } from '@/lib/api/server';
import type { Figure } from './figures';
import type { TitledPoint } from './titled-points';

/** The common part of the single pages of §7 (/about-region, /arctic, /techno-valley…): title, lead, text, picture. */
export type PageGlobal = { title: string; lead: string | null; content: string | null; image: ApiImage | null; updatedAt?: string };

export type AboutRegionGlobal = PageGlobal & { facts: Figure[]; sections: TitledPoint[] };
export type ArcticGlobal = PageGlobal & { benefits: TitledPoint[]; requirements: TitledPoint[] };
export type TechnoValleyGlobal = PageGlobal & { facts: Figure[]; privileges: TitledPoint[] };
export type AlgorithmStep = { title: string | null; text: string | null; duration: string | null; responsible: string | null };
export type AlgorithmGlobal = PageGlobal & { steps: AlgorithmStep[] };
export type CorporationGlobal = PageGlobal & {
  services: TitledPoint[];
  contacts: { address: string | null; phone: string | null; email: string | null; website: string | null };
};

export type GlobalPath = keyof GlobalPaths;

type GlobalPaths = {
  '/about-region': AboutRegionGlobal;
  '/arctic': ArcticGlobal;
  '/techno-valley': TechnoValleyGlobal;
  '/project-implementation-algorithm': AlgorithmGlobal;
  '/korporaciya-razvitiya-eniseyskoy-sibiri': CorporationGlobal;
};

/** Each single page's cache tag: the global's slug (cms/globals/pages.ts), one of lib/cache/tags.ts. */
const GLOBAL_TAGS: Record<keyof GlobalPaths, ContentTag> = {
  '/about-region': 'about-region',
  '/arctic': 'arctic',
  '/techno-valley': 'techno-valley',
  '/project-implementation-algorithm': 'project-implementation-algorithm',
  '/korporaciya-razvitiya-eniseyskoy-sibiri': 'korporaciya-razvitiya-eniseyskoy-sibiri',
};

/** GET /{slug} of a single page through the data cache, under its tag. */
export function readPageGlobal<P extends keyof GlobalPaths>(path: P, locale: string): Promise<GlobalPaths[P]> {
  return serverGet<GlobalPaths[P]>(path, { locale, tags: [GLOBAL_TAGS[path]] });
}
