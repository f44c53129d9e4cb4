import { LogOut, Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { logo } from '../../content/logo.ts';
import { MessagesLink, useUnread } from '../../features/conversations/components/messages-link.tsx';
import { useSession } from '../../lib/session.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { homeLink, joinLink, loginLink, pageLinks } from './nav-links.ts';
import { ProfileLink } from './profile-link.tsx';
import { SearchBox } from './search-box.tsx';
import { ServicesMenu } from './services-menu.tsx';
import { useLogout } from './use-logout.ts';

const navItem =
  'relative inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold tracking-wide text-slate-700 transition-colors hover:bg-primary-50 hover:text-primary-900 aria-[current=page]:text-primary-800 data-[active]:text-primary-800 after:absolute after:inset-x-2 after:bottom-1 after:h-0.5 after:rounded-full after:bg-accent-400 after:opacity-0 aria-[current=page]:after:opacity-100 data-[active]:after:opacity-100';

/** spec §2 Shell: logo, search, HOME / SERVICES / ABOUT / CONTACT, and LOGIN + Join US or the profile icon. */
export function Header() {
  const { user } = useSession();
  // One poll of the unread count for the bar and the mobile menu's button.
  const [unread, unreadSource] = useUnread(user);
  const logout = useLogout();
  // Below 768 px the search box does not fit the bar: a button opens it as a row under the bar (issue 15 item 7).
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = (refocus: boolean) => {
    setSearchOpen(false);
    if (refocus) searchButton.current?.focus();
  };

  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="page-container flex h-16 items-center gap-3 lg:h-[4.5rem] lg:gap-4 xl:gap-6">
        <Link to="/" aria-label="TuitionHub home" className="shrink-0 rounded-lg">
          <img src={logo.full} alt="" width={172} height={40} className="h-9 w-auto sm:h-10" />
        </Link>

        <SearchBox className="hidden min-w-0 flex-1 md:block lg:max-w-sm xl:max-w-md" />

        <nav aria-label="Main" className="ml-auto hidden items-center gap-0.5 lg:flex xl:gap-2">
          <NavLink to={homeLink.to} end className={navItem}>
            {homeLink.label}
          </NavLink>
          <ServicesMenu className={navItem} />
          {pageLinks.map((l) => (
            <NavLink key={l.to} to={l.to} className={navItem}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <>
              <MessagesLink user={user} unread={unread} />
              <ProfileLink user={user} />
              <button
                type="button"
                onClick={() => void logout()}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold tracking-wide text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                <LogOut aria-hidden className="size-4" />
                LOGOUT
              </button>
            </>
          ) : (
            <>
              <NavLink to={loginLink.to} className={navItem}>
                {loginLink.label}
              </NavLink>
              <Link to={joinLink.to} className={buttonClasses('accent', 'md', 'shadow-sm')}>
                {joinLink.label}
              </Link>
            </>
          )}
        </div>

        <button
          ref={searchButton}
          type="button"
          aria-expanded={searchOpen}
          aria-controls="phone-search"
          aria-label={searchOpen ? 'Close search' : 'Open search'}
          onClick={() => setSearchOpen((open) => !open)}
          className="ml-auto inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 md:hidden"
        >
          {searchOpen ? <X aria-hidden className="size-5" /> : <Search aria-hidden className="size-5" />}
        </button>
        <MobileMenu className="lg:hidden" unread={unread} />
        {unreadSource}
      </div>
      {searchOpen ? (
        <div id="phone-search" className="page-container pb-3 md:hidden">
          <SearchBox focusOnShow onSearched={() => closeSearch(false)} onEscape={() => closeSearch(true)} />
        </div>
      ) : null}
    </header>
  );
}
