import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { buildRobots } from '@/lib/seo/robots';
import { siteOrigin } from '@/lib/site-origin';

/** /robots.txt: the back office and the cabinet are not crawled; the Sitemap line uses PUBLIC_URL, read at request time. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return buildRobots(siteOrigin());
}
