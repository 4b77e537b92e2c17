import type { ApiImage } from '@/lib/api/media';

/** The provider API's news DTOs (GET /news, GET /news/{id}). */
export type NewsCard = {
  id: number;
  slug: string;
  title: string;
  publishedAt: string;
  excerpt: string | null;
  image: ApiImage | null;
  source: string | null;
  photoSource: string | null;
};

export type NewsItem = NewsCard & { content: string | null; sourceUrl: string | null };

export const NEWS_PAGE_SIZE = 10;
