import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageLoading } from '../routes/page-loading.tsx';
import { Header } from './header.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// The toaster renders nothing until a toast is shown, so it loads after the page: a toast raised
// before then waits in react-hot-toast's store and shows as soon as the toaster mounts.
// The footer is below every page's first screen, so its links and copy load beside the page, not
// before it; appearing under the page, it moves nothing already on screen.
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/**
 * Scrolls the element with this id into view as soon as it is in the document: a page (or the part
 * of it holding the anchor) may still be loading its code when the URL arrives. Gives up after 10 s
 * or when the location changes again (the returned cleanup).
 */
function scrollToAnchor(hash: string): () => void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Not percent-encoded after all: the id as written.
  }
  const scrolled = () => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return target !== null;
  };
  if (scrolled()) return () => {};
  const observer = new MutationObserver(() => {
    if (scrolled()) stop();
  });
  const timer = window.setTimeout(() => stop(), 10_000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * A new page starts at its top, as a full page load would; so does a new search pushed on the same
 * page (the next page of a listing) unless the link asks to stay (`state={{ keepScroll: true }}`).
 * A link with a hash (the footer's /about#faq), or a page opened at one, lands on that element once
 * it is drawn. Replacing the search (a choice recorded in the URL) and Back/Forward leave the scroll alone.
 */
function ScrollToTop() {
  const { pathname, search, hash, state } = useLocation();
  const type = useNavigationType();
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  const last = useRef<{ pathname: string; search: string } | null>(null);
  useLayoutEffect(() => {
    const previous = last.current;
    last.current = { pathname, search };
    if (hash.length > 1 && (!previous || type !== 'POP')) return scrollToAnchor(hash);
    if (!previous || type === 'POP' || hash || keepScroll) return;
    const newPage = previous.pathname !== pathname;
    const pushedSearch = type === 'PUSH' && previous.search !== search;
    if (newPage || pushedSearch) window.scrollTo(0, 0);
  }, [pathname, search, hash, type, keepScroll]);
  return null;
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-raised"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorBoundary>
          {/* While a page's code loads: the header and footer show at once, the page keeps its room. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {/* spec §9: success 2000 ms, error/blank 4000 ms, max width 350 px, bottom-center in the product's screens */}
      <Suspense fallback={null}>
        <Toaster
          position="bottom-center"
          toastOptions={{
            style: { maxWidth: 350 },
            success: { duration: 2000 },
            error: { duration: 4000 },
            duration: 4000,
          }}
        />
      </Suspense>
      <ScrollToTop />
    </div>
  );
}
