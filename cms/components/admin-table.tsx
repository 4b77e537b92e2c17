import type { CSSProperties, ReactNode } from "react";

/** A cell of the back office's own tables; `dense` for a panel beside a form. */
export function adminCell(dense = false): CSSProperties {
  return {
    padding: dense ? "6px 10px" : "8px 12px",
    textAlign: "start",
    verticalAlign: "top",
    borderBottom: "1px solid var(--theme-elevation-150)",
  };
}

type AdminTableProps = {
  /** The caption's id: the scrolling region is named by it. */
  captionId: string;
  caption: ReactNode;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** The table's rows. */
  children: ReactNode;
  dense?: boolean;
  testId?: string;
};

/**
 * A table of the back office's own screens (version history, stale sites, a record's audit trail): captioned, with
 * column headings, inside a region that scrolls sideways on a narrow screen and is reachable and named for keyboard
 * and screen-reader users.
 */
export function AdminTable({
  captionId,
  caption,
  columns,
  children,
  dense = false,
  testId,
}: AdminTableProps) {
  const cell = adminCell(dense);
  return (
    <div
      // Positioned, so that text for screen readers inside a cell (absolutely placed) scrolls with the table rather
      // than widening the page on a narrow screen.
      style={{ overflowX: "auto", position: "relative" }}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table
        data-testid={testId}
        style={{ width: "100%", borderCollapse: "collapse" }}
      >
        <caption
          id={captionId}
          style={{
            textAlign: "start",
            fontWeight: 600,
            paddingBottom: dense ? 4 : 8,
          }}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" style={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
