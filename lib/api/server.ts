import 'server-only';
import { INTERNAL_READ_HEADER } from '@/lib/platform/answer-memo';
import { headers as requestHeaders } from 'next/headers';
import { clientIp } from '@/lib/platform/rate-limit/client-ip';
import { INTERNAL_READ_KEY_HEADER, internalReadKey, VISITOR_ADDRESS_HEADER } from '@/lib/platform/internal-read';
import type { CacheTag } from '@/lib/cache/tags';
import { ApiError, unwrap } from './envelope';
import { LANGUAGE_HEADER, serverApiBaseUrl } from './config';

export type ServerGetOptions = {
  locale: string;
  /** Cache tags (lib/cache/tags.ts): a Payload hook expires them when the content changes. */
  tags: CacheTag[];
  query?: Record<string, string | number | undefined>;
  /** Seconds before a background refresh even without a revalidation (a safety net). */
  revalidate?: number;
  /**
   * Never cached: an answer that differs with every query and must show a publish at once (the site search). The
   * read carries this process's internal key and the address of the visitor it is made for
   * (lib/platform/internal-read.ts): the API counts it against that visitor's limits, not the server's address.
   */
  fresh?: boolean;
};

/**
 * Server components read the provider API through Next's data cache (fetch with tags), so pages
 * stay cached and a content change revalidates them by tag. axios would bypass that cache.
 */
export async function serverGet<T>(path: string, { locale, tags, query, revalidate = 300, fresh = false }: ServerGetOptions): Promise<T> {
  const url = new URL(`${serverApiBaseUrl()}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  let response: Response;
  try {
    // Never an in-process copy (lib/platform/answer-memo.ts): a page rebuilt after a publish needs what is there now.
    const headers = { [LANGUAGE_HEADER]: locale, Accept: 'application/json', [INTERNAL_READ_HEADER]: '1' };
    response = fresh
      ? await fetch(url, { headers: { ...headers, ...(await onBehalfOfVisitor()) }, cache: 'no-store' })
      : await fetch(url, { headers, next: { tags: [...tags, `locale:${locale}`], revalidate } });
  } catch (error) {
    throw new ApiError(503, `Provider API unreachable at ${url.origin}: ${String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  return unwrap<T>(response.status, body);
}

/** The headers of a read the server makes for the visitor whose request it is rendering (a fresh read is dynamic). */
async function onBehalfOfVisitor(): Promise<Record<string, string>> {
  return { [INTERNAL_READ_KEY_HEADER]: internalReadKey(), [VISITOR_ADDRESS_HEADER]: clientIp({ headers: await requestHeaders() }) };
}

/** Like serverGet, but an unknown item (404) is `null`, so the page can call notFound(). */
export async function serverGetOrNull<T>(path: string, options: ServerGetOptions): Promise<T | null> {
  try {
    return await serverGet<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return null;
    throw error;
  }
}

/**
 * A JSON document the API serves as it is, outside the envelope (GET /openapi.json), through the data cache: it
 * changes only with a new build, so it is kept for an hour and has no content tag.
 */
export async function serverGetDocument<T>(path: string, { revalidate = 3600 }: { revalidate?: number } = {}): Promise<T> {
  const url = new URL(`${serverApiBaseUrl()}${path}`);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json', [INTERNAL_READ_HEADER]: '1' }, next: { revalidate } });
  } catch (error) {
    throw new ApiError(503, `Provider API unreachable at ${url.origin}: ${String(error)}`);
  }
  if (!response.ok) throw new ApiError(response.status, `GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
