/** A picture of the provider API's public content (Payload's `media`, with its generated sizes). */
export type ApiImage = {
  url: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  sizes?: Record<string, { url: string | null; width: number | null; height: number | null }>;
};
