import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, MessageSquare } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DialogCloseButton } from '../../components/ui/confirm-dialog.tsx';
import { logo } from '../../content/site.ts';
import { adminMenu } from '../../features/admin/components/admin-nav.tsx';
import {
  badgeCount,
  hasConversations,
  messagesLabel,
} from '../../features/conversations/components/messages-link.tsx';
import { dashboardPath, useSession } from '../../lib/session.tsx';
import { homeLink, joinLink, loginLink, type NavItem, pageLinks, serviceLinks } from './nav-links.ts';
import { SearchBox } from './search-box.tsx';
import { useLogout } from './use-logout.ts';

const row =
  'flex min-h-12 items-center rounded-lg px-3 text-base font-semibold text-slate-800 hover:bg-slate-50 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';
const subRow =
  'flex min-h-11 items-center rounded-lg px-3 text-base text-slate-700 hover:bg-slate-50 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-primary-800';

/**
 * The mobile menu's side sheet (Radix Dialog: focus moves in and is kept there, Escape closes, focus
 * returns to the menu button) mirroring search, links and account actions. Its own module, loaded on
 * the first open: Radix's dialog is not on any page's first download (issue 16).
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  unread,
  button,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: number;
  button: RefObject<HTMLButtonElement | null>;
}) {
  const { user } = useSession();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  const item = (link: NavItem, className: string) => (
    <li key={link.to}>
      <NavLink to={link.to} end onClick={close} className={className}>
        {link.label}
      </NavLink>
    </li>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // The button is not a Radix Trigger (it exists before this module loads): refocus it by hand.
            e.preventDefault();
            button.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(88vw,24rem)] flex-col bg-white shadow-raised data-[state=open]:animate-[sheet-in_200ms_ease-out]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title asChild>
              <h2 className="flex items-center gap-2 text-base font-semibold">
                <img src={logo.mark} alt="" width={32} height={32} className="size-8" />
                Menu
              </h2>
            </Dialog.Title>
            <DialogCloseButton label="Close menu" />
          </div>

          <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5">
            <SearchBox onSearched={close} />

            <nav aria-label="Main">
              <ul className="space-y-1">
                {item(homeLink, row)}
                <li>
                  <p
                    id="mobile-services"
                    className="px-3 pb-1 pt-3 text-xs font-semibold tracking-wider text-slate-600"
                  >
                    SERVICES
                  </p>
                  <ul
                    aria-labelledby="mobile-services"
                    className="ml-3 space-y-1 border-l-2 border-primary-100 pl-2"
                  >
                    {serviceLinks.map((l) => item(l, subRow))}
                  </ul>
                </li>
                {pageLinks.map((l) => item(l, row))}
              </ul>
            </nav>

            <div className="border-t border-slate-200 pt-5">
              {user ? (
                <div className="space-y-4">
                  <Link
                    to={dashboardPath(user.role)}
                    title={user.name}
                    onClick={close}
                    className="flex items-center gap-3 rounded-card bg-primary-50 p-3 hover:bg-primary-100"
                  >
                    <Avatar src={user.photo} name="" size={44} />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-slate-900">{user.name}</span>
                      <span className="block text-sm text-primary-800">My dashboard</span>
                    </span>
                  </Link>
                  {hasConversations(user) ? (
                    <NavLink
                      to="/conversations"
                      onClick={close}
                      aria-label={messagesLabel(unread)}
                      className={row}
                    >
                      <MessageSquare aria-hidden className="mr-2 size-5" />
                      Messages
                      {unread > 0 ? (
                        <span
                          aria-hidden
                          className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-danger-700 px-1.5 text-xs font-bold leading-6 text-white"
                        >
                          {badgeCount(unread)}
                        </span>
                      ) : null}
                    </NavLink>
                  ) : null}
                  {user.role === 'Admin' ? (
                    <nav aria-label="Admin dashboard">
                      <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-600">
                        ADMIN DASHBOARD
                      </p>
                      <ul className="space-y-1">
                        {adminMenu.slice(0, 4).map((s) => (
                          <li key={s.to}>
                            <Link to={s.to} onClick={close} className={subRow}>
                              {s.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </nav>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      void logout();
                    }}
                    className="flex min-h-12 w-full items-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50"
                  >
                    <LogOut aria-hidden className="size-4" />
                    LOGOUT
                  </button>
                </div>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  <Link to={loginLink.to} onClick={close} className={buttonClasses('secondary', 'lg')}>
                    {loginLink.label}
                  </Link>
                  <Link to={joinLink.to} onClick={close} className={buttonClasses('accent', 'lg')}>
                    {joinLink.label}
                  </Link>
                </div>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
