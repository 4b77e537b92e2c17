import type { ApiImage } from '@/lib/api/media';

/**
 * A picture from the provider API at one of its generated sizes (`card`, `hero`, …; the original otherwise),
 * with its width and height so the layout does not jump. Nothing when there is no picture. `eager`: the page's main
 * picture, above the fold — fetched at once and first (often the largest paint), the others only when scrolled to.
 */
export function Picture({ image, size, className, eager }: { image: ApiImage | null | undefined; size?: string; className?: string; eager?: boolean }) {
  const picture = (size ? image?.sizes?.[size] : undefined) ?? image;
  if (!image || !picture?.url) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served by Payload with its own sizes
    <img
      className={className}
      src={picture.url}
      alt={image.alt ?? ''}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
