import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster';

describe('clusterPoints', () => {
  it('keeps points at least the radius apart as their own groups, in order', () => {
    expect(clusterPoints([{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 40, y: 0 }, { id: 'c', x: 0, y: 32 }], 32)).toEqual([['a'], ['b'], ['c']]);
  });

  it('joins a point to the first group whose first point is nearer than the radius', () => {
    const points = [
      { id: 'norilsk', x: 100, y: 100 },
      { id: 'far', x: 400, y: 300 },
      { id: 'kayerkan', x: 110, y: 104 },
      { id: 'same-place', x: 100, y: 100 },
    ];
    expect(clusterPoints(points, 32)).toEqual([['norilsk', 'kayerkan', 'same-place'], ['far']]);
  });

  it('returns nothing for no points', () => {
    expect(clusterPoints([], 32)).toEqual([]);
  });
});
