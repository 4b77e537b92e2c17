import type { ApiImage } from '@/lib/api/media';

/** A success story (GET /success-story, /success-story/{id}; ADR 010). */
export type SuccessStory = {
  id: number;
  slug: string;
  title: string;
  publishedAt: string;
  company: string | null;
  industry: string | null;
  excerpt: string | null;
  quote: string | null;
  quoteAuthor: string | null;
  image: ApiImage | null;
  /** Detail only. */
  content?: string | null;
};
