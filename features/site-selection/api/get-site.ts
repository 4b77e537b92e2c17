import { ApiError } from '@/lib/api/envelope';
import { browserApi } from '@/lib/api/browser';
import type { SiteDto } from '@/lib/sites/site-dto';

/** GET /proizvodstvennie-ploshadki/{id} (public; the id or the slug): one published site with every fact; null when it is not (any more). */
export async function getSite(id: number | string): Promise<SiteDto | null> {
  try {
    return await browserApi().get<SiteDto>(`/proizvodstvennie-ploshadki/${encodeURIComponent(String(id))}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
