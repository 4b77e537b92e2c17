/**
 * Arrow keys in the desktop main menu (disclosure navigation, docs/decisions/023): the links stand in columns;
 * ↓/↑ move within a column (wrapping), →/← to the same row of the next/previous column (wrapping, the last
 * link when that column is shorter), Home/End to the first/last link of the column. Tab keeps its usual meaning.
 */
export type MenuPosition = { column: number; row: number };

export function menuKeyTarget(key: string, { column, row }: MenuPosition, columnSizes: readonly number[]): MenuPosition | null {
  const size = columnSizes[column] ?? 0;
  const columns = columnSizes.length;
  if (!size || !columns) return null;
  const inColumn = (c: number, r: number): MenuPosition => ({ column: c, row: Math.min(r, (columnSizes[c] ?? 1) - 1) });
  switch (key) {
    case 'ArrowDown':
      return { column, row: (row + 1) % size };
    case 'ArrowUp':
      return { column, row: (row - 1 + size) % size };
    case 'ArrowRight':
      return inColumn((column + 1) % columns, row);
    case 'ArrowLeft':
      return inColumn((column - 1 + columns) % columns, row);
    case 'Home':
      return { column, row: 0 };
    case 'End':
      return { column, row: size - 1 };
    default:
      return null;
  }
}

/** The links of a menu by column (`columnSelector` inside `root`, `linkSelector` inside each). */
export function menuColumns(root: Element, columnSelector: string, linkSelector: string): HTMLElement[][] {
  return [...root.querySelectorAll(columnSelector)]
    .map((column) => [...column.querySelectorAll<HTMLElement>(linkSelector)])
    .filter((links) => links.length > 0);
}

/** Moves focus for an arrow/Home/End key pressed on one of the links; true when it handled the key. */
export function moveMenuFocus(key: string, active: Element | null, columns: HTMLElement[][]): boolean {
  for (let column = 0; column < columns.length; column++) {
    const row = columns[column]!.indexOf(active as HTMLElement);
    if (row < 0) continue;
    const target = menuKeyTarget(key, { column, row }, columns.map((links) => links.length));
    if (!target) return false;
    columns[target.column]![target.row]!.focus();
    return true;
  }
  return false;
}
