import type { ApiImage } from '@/lib/api/media';
import { langOf } from '@/lib/api/untranslated';

/**
 * A picture from the provider API at one of its generated sizes (`card`, `hero`, …; the original otherwise),
 * with its width and height so the layout does not jump. Nothing when there is no picture. `eager`: the page's main
 * picture, above the fold — fetched at once and first (often the largest paint), the others only when scrolled to.
 */
type Size = { url: string | null; width: number | null; height: number | null };

/**
 * The smaller generated sizes with the same shape as `picture` (so the browser may swap them), as a `srcset`, with
 * `picture` itself as the widest; undefined when there is none to offer.
 */
export function sameShapeSrcSet(image: ApiImage, picture: Size): string | undefined {
  if (!picture.url || !picture.width || !picture.height) return undefined;
  const ratio = picture.width / picture.height;
  const smaller = Object.values(image.sizes ?? {}).filter(
    (size): size is { url: string; width: number; height: number } =>
      !!size.url && !!size.width && !!size.height && size.width < picture.width! && Math.abs(size.width / size.height - ratio) / ratio < 0.01,
  );
  if (!smaller.length) return undefined;
  return [...smaller.sort((a, b) => a.width - b.width), { url: picture.url, width: picture.width }].map((size) => `${size.url} ${size.width}w`).join(', ');
}

/** Up to 800 px wide a picture fills the window; wider, the content column holds it at most 1200 px wide. */
const SIZES = '(max-width: 800px) 100vw, 1200px';

export function Picture({ image, size, className, eager }: { image: ApiImage | null | undefined; size?: string; className?: string; eager?: boolean }) {
  const picture = (size ? image?.sizes?.[size] : undefined) ?? image;
  if (!image || !picture?.url) return null;
  const srcSet = sameShapeSrcSet(image, picture);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served by Payload with its own sizes
    <img
      className={className}
      src={picture.url}
      srcSet={srcSet}
      sizes={srcSet ? SIZES : undefined}
      alt={image.alt ?? ''}
      {...langOf(image, 'alt')}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
