import { LogOut } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
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
  const list = useRef<HTMLUListElement>(null);
  // On phones the menu is one scrolling row: bring the open section into view (horizontally only).
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    if (row && current && row.scrollWidth > row.clientWidth) row.scrollLeft = current.offsetLeft - 16;
  }, [active]);
  return (
    <div className="page-container py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className={`mt-6 grid gap-6 lg:gap-8 ${columns}`}>
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={menuLabel}>
            <ul
              ref={list}
              className="relative flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0"
            >
              {items.map(({ id, to, label, icon: Icon }) => (
                <li key={id}>
                  <Link
                    to={to}
                    aria-current={id === active ? 'page' : undefined}
                    data-tab={id}
                    className={itemClasses}
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    <span className="whitespace-nowrap">{label}</span>
                  </Link>
                </li>
              ))}
              <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
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
