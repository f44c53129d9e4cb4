import type { ReactNode } from 'react';

/**
 * A table on wide screens, a stack of cards on phones (ui.md): one DOM, so screen readers get the
 * same table everywhere; under md each row becomes a card and each cell shows its column name.
 */
export function DataTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-card md:border md:border-slate-200 md:bg-white md:shadow-card">
      <table className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-md:sr-only">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">{children}</tbody>
      </table>
    </div>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return (
    <tr className="border-slate-200 align-top md:border-t max-md:flex max-md:flex-col max-md:gap-3 max-md:rounded-card max-md:border max-md:bg-white max-md:p-4 max-md:shadow-card">
      {children}
    </tr>
  );
}

/** A cell; `label` is shown above the value on phones (the column header is hidden there). */
export function Cell({
  label,
  children,
  className = '',
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td
      data-label={label}
      className={`px-4 py-3 max-md:block max-md:p-0 ${
        label
          ? 'max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]'
          : ''
      } ${className}`}
    >
      {children}
    </td>
  );
}
