import { ChevronDown, LogOut } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';

export interface MenuItem {
  id: string;
  to: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
}

const itemClasses =
  'flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-primary-50 hover:text-primary-900 aria-[current=page]:bg-primary-800 aria-[current=page]:text-white';

/**
 * A dashboard page (spec §2): its title, a side menu (`menuLabel`: its sections, then LOGOUT) and
 * the open section (`active`). `columns` sizes the menu's column, as a literal Tailwind class.
 * Below 1024 px the menu is one button naming the open section, which unfolds the full list
 * (a sideways strip hid most sections and LOGOUT off screen: issue 15 item 8).
 */
export function DashboardFrame({
  title,
  menuLabel,
  items,
  active,
  onLogout,
  columns,
  children,
}: {
  title: string;
  menuLabel: string;
  items: readonly MenuItem[];
  active: string;
  onLogout: () => void;
  columns: string;
  children: ReactNode;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  // Choosing a section folds the phone menu again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open section changes
  useEffect(() => setOpen(false), [active]);
  const current = items.find((i) => i.id === active);
  const CurrentIcon = current?.icon;
  return (
    <div className="page-container py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className={`mt-6 grid gap-6 lg:gap-8 ${columns}`}>
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={menuLabel}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((o) => !o)}
              className="flex min-h-12 w-full items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3 text-left text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 lg:hidden"
            >
              {CurrentIcon ? <CurrentIcon aria-hidden className="size-4 shrink-0 text-primary-800" /> : null}
              <span className="flex-1">
                <span className="sr-only">Sections, now showing: </span>
                {current?.label ?? 'Sections'}
              </span>
              <span className="text-xs font-medium text-slate-600">{open ? 'Close' : 'All sections'}</span>
              <ChevronDown
                aria-hidden
                className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
              />
            </button>
            <ul
              id={listId}
              className={`${open ? 'mt-2 flex rounded-lg border border-slate-200 bg-white p-1.5 shadow-raised' : 'hidden'} flex-col gap-1 lg:mt-0 lg:flex lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
            >
              {items.map(({ id, to, label, icon: Icon }) => (
                <li key={id}>
                  <Link
                    to={to}
                    aria-current={id === active ? 'page' : undefined}
                    data-tab={id}
                    onClick={() => setOpen(false)}
                    className={itemClasses}
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    <span className="whitespace-nowrap">{label}</span>
                  </Link>
                </li>
              ))}
              <li className="mt-1 border-t border-slate-200 pt-1 lg:mt-2 lg:pt-2">
                <button type="button" onClick={onLogout} className={`${itemClasses} w-full`}>
                  <LogOut aria-hidden className="size-4 shrink-0" />
                  <span className="whitespace-nowrap">LOGOUT</span>
                </button>
              </li>
            </ul>
          </nav>
        </aside>
        <div className="min-w-0 space-y-8">{children}</div>
      </div>
    </div>
  );
}
