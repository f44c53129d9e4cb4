import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query.ts';

const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet.tsx'));

/**
 * The header below 1024 px: a menu button opening a side sheet (mobile-menu-sheet.tsx). The sheet's
 * code loads on the first press (or as the pointer goes down on the button), not with the page.
 */
export function MobileMenu({ className = '', unread }: { className?: string; unread: number }) {
  const [open, setOpen] = useState(false);
  // Once wanted, the sheet stays mounted (closed) so a second open is instant.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // The sheet only exists on small screens; growing the window past the breakpoint closes it.
  const wide = useMediaQuery('(min-width: 1024px)');
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerDown={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={`relative inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 ${className}`}
        aria-label={unread > 0 ? `Menu, ${unread} unread messages` : 'Menu'}
      >
        <Menu aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute -right-1 -top-1 size-3 rounded-full border-2 border-white bg-danger-700"
          />
        ) : null}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} unread={unread} button={button} />
        </Suspense>
      ) : null}
    </>
  );
}
