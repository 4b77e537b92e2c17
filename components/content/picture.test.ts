import { describe, expect, it } from 'vitest';
import type { ApiImage } from '@/lib/api/media';
import { sameShapeSrcSet } from './picture';

const image: ApiImage = {
  url: '/m/river.jpg',
  alt: 'River',
  width: 3000,
  height: 2000,
  sizes: {
    thumbnail: { url: '/m/river-400x300.webp', width: 400, height: 300 },
    card: { url: '/m/river-800x533.webp', width: 800, height: 533 },
    hero: { url: '/m/river-1600x1067.webp', width: 1600, height: 1067 },
  },
};

describe('sameShapeSrcSet', () => {
  it('offers the smaller sizes of the same shape, narrowest first, the picture itself last', () => {
    expect(sameShapeSrcSet(image, image.sizes!.hero!)).toBe('/m/river-800x533.webp 800w, /m/river-1600x1067.webp 1600w');
  });

  it('leaves out sizes cropped to another shape, and offers nothing when none is left', () => {
    expect(sameShapeSrcSet(image, image.sizes!.card!)).toBeUndefined();
    expect(sameShapeSrcSet({ ...image, sizes: { thumbnail: image.sizes!.thumbnail! } }, image.sizes!.hero!)).toBeUndefined();
  });

  it('offers nothing for a picture without its dimensions', () => {
    expect(sameShapeSrcSet(image, { url: '/m/x.webp', width: null, height: null })).toBeUndefined();
  });
});
