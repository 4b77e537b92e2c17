import type { ApiImage } from '@/lib/api/media';

/** A video of the gallery (GET /video-gallery; ADR 010): `videoUrl` is the editor's embeddable link or file. */
export type GalleryVideo = {
  id: number;
  slug: string;
  title: string;
  publishedAt: string;
  description: string | null;
  videoUrl: string;
  duration: string | null;
  preview: ApiImage | null;
  /** WebVTT captions uploaded per language (the collection's `captions`): a <track> each when a file plays. */
  captions?: VideoCaption[];
};

export type VideoCaption = { language: { value: string; label: string } | null; file: { url: string | null } | null };
