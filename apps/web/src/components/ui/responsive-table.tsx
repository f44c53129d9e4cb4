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
  /** Rows stacked as cards (no `card`): the cell shows its column name, unless this is false. */
  labelled?: boolean;
}

// [table, cards] from the breakpoint up; literal class names, so Tailwind sees them.
const breakpoints = { sm: ['hidden sm:block', 'sm:hidden'], md: ['hidden md:block', 'md:hidden'] } as const;

const labelClasses =
  'max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

/** The table's classes when phones get separate cards, and when its own rows stack as cards under md. */
const looks = {
  separate: {
    frame: 'overflow-x-auto rounded-card bg-white shadow-card',
    table: '',
    head: 'text-sm text-slate-700',
    body: 'divide-y divide-slate-100',
    row: '',
    cell: '',
  },
  stacked: {
    frame: 'md:overflow-x-auto md:rounded-card md:border md:border-slate-200 md:bg-white md:shadow-card',
    table: 'border-collapse text-sm max-md:block',
    head: 'text-xs uppercase tracking-wide text-slate-600 max-md:sr-only',
    body: 'max-md:block max-md:space-y-3',
    row: 'border-slate-200 align-top md:border-t max-md:flex max-md:flex-col max-md:gap-3 max-md:rounded-card max-md:border max-md:bg-white max-md:p-4 max-md:shadow-card',
    cell: 'max-md:block max-md:p-0',
  },
} as const;

/**
 * ui.md's "tables become stacked cards on small screens". With `card`: the table from `wideFrom`
 * up, the same rows as those cards below it. Without: one DOM, so screen readers get the same table
 * everywhere; under md each row becomes a card and each cell shows its column name.
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
  card?: (row: T) => ReactNode;
  cardClassName?: string;
  tableClassName?: string;
  wideFrom?: keyof typeof breakpoints;
}) {
  const look = card ? looks.separate : looks.stacked;
  const align = (c: Pick<Column<T>, 'right'>) => (c.right ? 'text-right' : '');
  return (
    <>
      <div className={`${card ? breakpoints[wideFrom][0] : ''} ${look.frame}`}>
        <table className={`w-full text-left ${look.table} ${tableClassName}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className={`bg-slate-50 ${look.head}`}>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={`px-4 py-3 font-semibold ${align(c)}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={look.body}>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={look.row}>
                {columns.map(({ label, cell, rowHeader, className = '', labelled = true, ...c }) => {
                  const Cell = rowHeader ? 'th' : 'td';
                  const named = !card && labelled;
                  return (
                    <Cell
                      key={label}
                      scope={rowHeader ? 'row' : undefined}
                      data-label={named ? label : undefined}
                      className={`px-4 py-3 ${look.cell} ${named ? labelClasses : ''} ${align(c)} ${className}`}
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
      {card ? (
        <ul className={`space-y-3 ${breakpoints[wideFrom][1]}`} aria-label={caption}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={`rounded-card bg-white p-4 shadow-card ${cardClassName}`}>
              {card(row)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
