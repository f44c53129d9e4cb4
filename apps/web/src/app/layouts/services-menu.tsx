import { Building2, ChevronDown, GraduationCap } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { serviceLinks } from './nav-links.ts';

const icons = [GraduationCap, Building2];

/**
 * SERVICES dropdown, the WAI-ARIA menu button pattern by hand: Enter, Space or ArrowDown opens it on
 * the first item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus;
 * Tab or a click elsewhere closes. No menu library: the header is on every page's first download
 * (issue 16, the Home JS budget), and two links need no positioning engine.
 */
export function ServicesMenu({ className }: { className: string }) {
  const { pathname } = useLocation();
  const active = serviceLinks.some((l) => pathname.startsWith(l.to));
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  // Which item to focus once the menu is on screen (null: none, e.g. opened by mouse).
  const [focusOnOpen, setFocusOnOpen] = useState<number | null>(null);

  useEffect(() => {
    if (open && focusOnOpen !== null) items.current[focusOnOpen]?.focus();
  }, [open, focusOnOpen]);

  // A click or focus anywhere outside closes the menu, as a native menu would.
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const openAt = (index: number | null) => {
    setFocusOnOpen(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(serviceLinks.length - 1);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const count = serviceLinks.length;
    const current = items.current.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[e.key];
    if (next !== undefined) {
      e.preventDefault();
      items.current[next]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        id={`${menuId}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-active={active || undefined}
        onClick={() => (open ? close(false) : openAt(null))}
        onKeyDown={onTriggerKey}
        className={`${className} group gap-1`}
      >
        SERVICES
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={`${menuId}-button`}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute left-0 top-full z-50 mt-2 min-w-56 rounded-card border border-slate-200 bg-white p-2 shadow-raised"
        >
          {serviceLinks.map((link, i) => {
            const Icon = icons[i] ?? GraduationCap;
            return (
              <Link
                key={link.to}
                ref={(el) => {
                  items.current[i] = el;
                }}
                to={link.to}
                role="menuitem"
                tabIndex={-1}
                onClick={() => setOpen(false)}
                className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-800 outline-none hover:bg-primary-50 hover:text-primary-900 focus:bg-primary-50 focus:text-primary-900"
              >
                <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                  <Icon aria-hidden className="size-4" />
                </span>
                {link.label}
              </Link>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
