import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kraiBase } from './offline-base';
import { mercatorY, PREVIEW_BASE, PREVIEW_VIEW, previewSvg, project } from './preview';

const base = kraiBase();

describe('the map preview', () => {
  it('projects like Web Mercator, north up: the equator at 0, 60° N at −75.5 (ln(tan 75°) in degrees)', () => {
    expect(mercatorY(0)).toBeCloseTo(0, 10);
    expect(mercatorY(60)).toBeCloseTo(-75.456, 2);
    expect(mercatorY(-60)).toBeCloseTo(75.456, 2);
    expect(project(92.87, 56.01)).toEqual({ x: 92.87, y: Math.round(mercatorY(56.01) * 100) / 100 });
  });

  it('frames the krai inside the base picture, Krasnoyarsk and Norilsk inside the frame', () => {
    for (const [lng, lat] of [[92.87, 56.01], [88.19, 69.36]] as const) {
      const { x, y } = project(lng, lat);
      expect(x).toBeGreaterThan(PREVIEW_VIEW.x);
      expect(x).toBeLessThan(PREVIEW_VIEW.x + PREVIEW_VIEW.width);
      expect(y).toBeGreaterThan(PREVIEW_VIEW.y);
      expect(y).toBeLessThan(PREVIEW_VIEW.y + PREVIEW_VIEW.height);
    }
    expect(PREVIEW_BASE.x).toBeLessThan(PREVIEW_VIEW.x);
    expect(PREVIEW_BASE.y).toBeLessThan(PREVIEW_VIEW.y);
    expect(PREVIEW_BASE.x + PREVIEW_BASE.width).toBeGreaterThan(PREVIEW_VIEW.x + PREVIEW_VIEW.width);
    expect(PREVIEW_BASE.y + PREVIEW_BASE.height).toBeGreaterThan(PREVIEW_VIEW.y + PREVIEW_VIEW.height);
  });

  it('draws Russia apart from its neighbours, in a picture a fraction of the base’s size', () => {
    const svg = previewSvg(base);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg.match(/fill="#f7f5ef"/g)).toHaveLength(1);
    expect(svg.match(/fill="#e6e4de"/g)!.length).toBeGreaterThan(5);
    expect(svg).not.toMatch(/NaN|Infinity/);
    const size = gzipSync(svg).length;
    expect(size).toBeLessThan(gzipSync(JSON.stringify(base)).length / 2);
  });
});
