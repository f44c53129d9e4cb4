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

// Literal class names, so Tailwind sees them.
const breakpoints = {
  sm: { table: 'hidden sm:block', cards: 'sm:hidden' },
  md: { table: 'hidden md:block', cards: 'md:hidden' },
};

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
  const align = (c: Column<T>) => (c.right ? 'text-right' : '');
  return (
    <>
      <div className={`${breakpoints[wideFrom].table} overflow-x-auto rounded-card bg-white shadow-card`}>
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
                {columns.map((c) => {
                  const className = `px-4 py-3 ${align(c)} ${c.className ?? ''}`;
                  return c.rowHeader ? (
                    <th key={c.label} scope="row" className={className}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.label} className={className}>
                      {c.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={`space-y-3 ${breakpoints[wideFrom].cards}`} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={`rounded-card bg-white p-4 shadow-card ${cardClassName}`}>
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
