import type { ReactNode } from "react";

/**
 * The staff area's data table: column headers in the page's language, rows given as children, and
 * a wrapper that scrolls sideways on a phone instead of squeezing the columns.
 */
export function StaffTable({
  columns,
  className,
  children,
}: {
  columns: ReactNode[];
  className?: string;
  children: ReactNode;
}) {
  // Focusable, so a keyboard can scroll a table wider than the phone's screen (WCAG 2.1.1; axe's
  // scrollable-region-focusable).
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className={className ? `staff-table ${className}` : "staff-table"}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
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
