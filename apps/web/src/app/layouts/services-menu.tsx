import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Building2, ChevronDown, GraduationCap } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { serviceLinks } from './nav-links.ts';

const icons = [GraduationCap, Building2];

/** SERVICES dropdown (Radix: arrow keys, Escape, focus return). */
export function ServicesMenu({ className }: { className: string }) {
  const { pathname } = useLocation();
  const active = serviceLinks.some((l) => pathname.startsWith(l.to));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${className} group gap-1`} data-active={active || undefined}>
        SERVICES
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-56 rounded-card border border-slate-200 bg-white p-2 shadow-raised"
        >
          {serviceLinks.map((link, i) => {
            const Icon = icons[i] ?? GraduationCap;
            return (
              <DropdownMenu.Item key={link.to} asChild>
                <Link
                  to={link.to}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900"
                >
                  <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                    <Icon aria-hidden className="size-4" />
                  </span>
                  {link.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
