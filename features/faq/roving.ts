/**
 * The accordion's optional keys (WAI-ARIA APG): ↓/↑ move to the next/previous question (wrapping), Home/End to the
 * first/last. Returns the index to focus, or null for a key the accordion leaves alone.
 */
export function questionIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
