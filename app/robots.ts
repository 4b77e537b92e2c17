import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { buildRobots } from '@/lib/seo/robots';
import { publicOrigin } from '@/lib/seo/site-url';

/** /robots.txt: the back office and the cabinet are not crawled; the Sitemap line uses PUBLIC_URL, read at request time. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return buildRobots(publicOrigin());
}
