import { Toaster } from 'react-hot-toast';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

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
        <Outlet />
      </main>
      <Footer />
      {/* spec §9: success 2000 ms, error/blank 4000 ms, max width 350 px, bottom-center in the product's screens */}
      <Toaster
        position="bottom-center"
        toastOptions={{
          style: { maxWidth: 350 },
          success: { duration: 2000 },
          error: { duration: 4000 },
          duration: 4000,
        }}
      />
      <ScrollRestoration />
    </div>
  );
}
