import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Payload } from 'payload';

/** Seconds before a cached answer is read again even without a publish: the same safety net as lib/api/server.ts. */
const SAFETY_NET_SECONDS = 300;

/** Families whose documents appear inside others' answers (pictures, files): their hooks expire these tags. */
const RELATED_TAGS = ['media', 'documents'];

/**
 * The cache tags of an answer built from a collection or global: its content tag (`custom.tag`, the one its Payload
 * hooks expire — cms/hooks/revalidate.ts), the related families and the language.
 */
export function contentTags(payload: Payload, slug: string, locale: string): string[] {
  const config =
    payload.collections[slug as keyof Payload['collections']]?.config ?? payload.globals.config.find((g) => g.slug === slug);
  const tag = (config?.custom as { tag?: string } | undefined)?.tag ?? slug;
  return [tag, ...RELATED_TAGS, `locale:${locale}`];
}

/**
 * Reads through Next's data cache (`unstable_cache`, so a shared cache handler shares it across instances) under
 * `key` with `tags`: the public API answers a repeated read without a database query, and a publish drops it by tag.
 * Outside a Next server (tests, scripts) there is no cache: the read runs directly. `revalidate`: seconds before the
 * entry is made again without a publish (an entry whose key already names everything it depends on may keep longer).
 * See docs/decisions/024-cached-pages-and-api.md.
 */
export async function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>, revalidate = SAFETY_NET_SECONDS): Promise<T> {
  const cached = unstable_cache(read, ['api-v1', ...key], { tags, revalidate });
  try {
    return await cached();
  } catch (error) {
    if (/incrementalCache missing/.test(String(error))) return read();
    throw error;
  }
}
