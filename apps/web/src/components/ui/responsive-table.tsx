import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Classes of this column's cells (the header takes the alignment too). */
  className?: string;
  /** Right-aligned (amounts, actions). */
  right?: boolean;
  /** The cell that names the row (a `th scope="row"`). */
  rowHeader?: boolean;
}

// [table, cards] from the breakpoint up; literal class names, so Tailwind sees them.
const breakpoints = { sm: ['hidden sm:block', 'sm:hidden'], md: ['hidden md:block', 'md:hidden'] } as const;

/**
 * ui.md's "tables become stacked cards on small screens": the table from `wideFrom` up, the same
 * rows as cards (`card`) below it.
 */
export function ResponsiveTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  card,
  cardClassName = '',
  tableClassName = '',
  wideFrom = 'md',
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  card: (row: T) => ReactNode;
  cardClassName?: string;
  tableClassName?: string;
  wideFrom?: keyof typeof breakpoints;
}) {
  const align = (c: Pick<Column<T>, 'right'>) => (c.right ? 'text-right' : '');
  return (
    <>
      <div className={`${breakpoints[wideFrom][0]} overflow-x-auto rounded-card bg-white shadow-card`}>
        <table className={`w-full text-left ${tableClassName}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={`px-4 py-3 font-semibold ${align(c)}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map(({ label, cell, rowHeader, className = '', ...c }) => {
                  const Cell = rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={label}
                      scope={rowHeader ? 'row' : undefined}
                      className={`px-4 py-3 ${align(c)} ${className}`}
                    >
                      {cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={`space-y-3 ${breakpoints[wideFrom][1]}`} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={`rounded-card bg-white p-4 shadow-card ${cardClassName}`}>
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
