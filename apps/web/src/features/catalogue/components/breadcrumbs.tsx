import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export function Breadcrumbs({ parent, current }: { parent: { to: string; label: string }; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        <li>
          <Link
            to={parent.to}
            className="inline-flex min-h-11 items-center hover:text-primary-800 hover:underline"
          >
            {parent.label}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="truncate font-medium text-slate-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
