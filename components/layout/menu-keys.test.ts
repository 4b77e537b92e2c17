import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys';

const sizes = [8, 6, 3];

describe('menuKeyTarget', () => {
  it('moves down and up within a column, wrapping at both ends', () => {
    expect(menuKeyTarget('ArrowDown', { column: 0, row: 0 }, sizes)).toEqual({ column: 0, row: 1 });
    expect(menuKeyTarget('ArrowDown', { column: 2, row: 2 }, sizes)).toEqual({ column: 2, row: 0 });
    expect(menuKeyTarget('ArrowUp', { column: 1, row: 0 }, sizes)).toEqual({ column: 1, row: 5 });
  });

  it('moves across columns on the same row, to the last link of a shorter column, wrapping', () => {
    expect(menuKeyTarget('ArrowRight', { column: 0, row: 2 }, sizes)).toEqual({ column: 1, row: 2 });
    expect(menuKeyTarget('ArrowRight', { column: 1, row: 5 }, sizes)).toEqual({ column: 2, row: 2 });
    expect(menuKeyTarget('ArrowRight', { column: 2, row: 1 }, sizes)).toEqual({ column: 0, row: 1 });
    expect(menuKeyTarget('ArrowLeft', { column: 0, row: 7 }, sizes)).toEqual({ column: 2, row: 2 });
  });

  it('jumps to the ends of the column with Home and End, and ignores other keys', () => {
    expect(menuKeyTarget('Home', { column: 1, row: 4 }, sizes)).toEqual({ column: 1, row: 0 });
    expect(menuKeyTarget('End', { column: 1, row: 0 }, sizes)).toEqual({ column: 1, row: 5 });
    expect(menuKeyTarget('Tab', { column: 1, row: 0 }, sizes)).toBeNull();
    expect(menuKeyTarget('ArrowDown', { column: 0, row: 0 }, [])).toBeNull();
  });
});
