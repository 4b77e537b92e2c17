import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed } from '@/lib/server/http';
import { sitemapItems } from '@/lib/server/content/sitemap';

export const dynamic = 'force-dynamic';

/** Every published item with a page of its own (family, id, slug, updatedAt): read by the portal's sitemap.xml. */
export const GET = handle(async () => ok(await sitemapItems()));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
