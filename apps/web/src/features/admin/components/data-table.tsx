import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** On phones the header row is hidden and each cell shows its column name, unless this is false. */
  labelled?: boolean;
}

const labelClasses =
  'max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

/**
 * A table on wide screens, a stack of cards on phones (ui.md): one DOM, so screen readers get the
 * same table everywhere; under md each row becomes a card and each cell shows its column name.
 */
export function DataTable<T extends { _id: string }>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-card md:border md:border-slate-200 md:bg-white md:shadow-card">
      <table className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-md:sr-only">
          <tr>
            {columns.map(({ header }) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">
          {rows.map((row) => (
            <tr
              key={row._id}
              className="border-slate-200 align-top md:border-t max-md:flex max-md:flex-col max-md:gap-3 max-md:rounded-card max-md:border max-md:bg-white max-md:p-4 max-md:shadow-card"
            >
              {columns.map(({ header, cell, className = '', labelled = true }) => (
                <td
                  key={header}
                  data-label={labelled ? header : undefined}
                  className={`px-4 py-3 max-md:block max-md:p-0 ${labelled ? labelClasses : ''} ${className}`}
                >
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
