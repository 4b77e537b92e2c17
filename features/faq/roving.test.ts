import { describe, expect, it } from 'vitest';
import { questionIndexForKey } from './roving';

describe('questionIndexForKey', () => {
  it('moves down and up, wrapping at the ends', () => {
    expect(questionIndexForKey('ArrowDown', 0, 3)).toBe(1);
    expect(questionIndexForKey('ArrowDown', 2, 3)).toBe(0);
    expect(questionIndexForKey('ArrowUp', 0, 3)).toBe(2);
    expect(questionIndexForKey('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the first and last question', () => {
    expect(questionIndexForKey('Home', 2, 3)).toBe(0);
    expect(questionIndexForKey('End', 0, 3)).toBe(2);
  });

  it('leaves other keys (Enter, Space, Tab) to the buttons', () => {
    expect(questionIndexForKey('Enter', 0, 3)).toBeNull();
    expect(questionIndexForKey(' ', 0, 3)).toBeNull();
    expect(questionIndexForKey('Tab', 0, 3)).toBeNull();
    expect(questionIndexForKey('ArrowDown', 0, 0)).toBeNull();
  });
});
