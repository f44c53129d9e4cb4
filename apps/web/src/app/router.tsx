import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ProfileLoading } from '../features/catalogue/components/profile-loading.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { homeRoute, profileRoute, profilesRoute } from './route-preload.ts';

/** A page's module, loaded the first time its URL is shown (its `Component`). Each page is its own chunk. */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(async () => ({ default: (await load()).Component }));

// The profile and list pages may be loaded before the first render (route-preload.ts, first-screen.ts).
const profile = (name: 'TutorProfile' | 'CenterProfile') => lazy(profileRoute.lazy((m) => m[name]));
const profiles = (name: 'AllTutors' | 'AllTuitionCenters') => lazy(profilesRoute.lazy((m) => m[name]));
const userDashboard = page(() => import('./routes/user-dashboard.tsx'));
const adminProfileDetails = page(() => import('./routes/admin-profile-details.tsx'));
const conversations = page(() => import('./routes/conversations.tsx'));

/**
 * Every screen of spec §2 (plus the admin detail links, /watchlist and the password pages), by path.
 * Keep plugins/web.ts's list in step. Declarative routes rather than a data router: no page uses
 * loaders or actions, and the data router's extra 17 KB (gzip) would sit on every first download
 * (issue 16, the Home JS budget). `Loading` stands in while the page's code loads when the page has a
 * placeholder of its own (the profiles', in the final page's frame); else the shell's PageLoading does.
 */
export const pages: readonly { path: string; Page: ComponentType; Loading?: ComponentType }[] = [
  { path: 'about', Page: page(() => import('./routes/about.tsx')) },
  { path: 'contact', Page: page(() => import('./routes/contact.tsx')) },
  { path: 'android-app', Page: page(() => import('./routes/android-app.tsx')) },
  { path: 'refund-policy', Page: page(() => import('./routes/refund-policy.tsx')) },
  { path: 'privacy', Page: page(() => import('./routes/privacy.tsx')) },
  { path: 'terms', Page: page(() => import('./routes/terms.tsx')) },
  { path: 'login', Page: page(() => import('./routes/login.tsx')) },
  { path: 'signup', Page: page(() => import('./routes/signup.tsx')) },
  { path: 'forgot-password', Page: page(() => import('./routes/forgot-password.tsx')) },
  { path: 'reset-password', Page: page(() => import('./routes/reset-password.tsx')) },
  { path: 'user-dashboard', Page: userDashboard },
  { path: 'watchlist', Page: userDashboard },
  { path: 'tutor-dashboard', Page: page(() => import('./routes/tutor-dashboard.tsx')) },
  { path: 'tuition-center-dashboard', Page: page(() => import('./routes/tuition-center-dashboard.tsx')) },
  { path: 'admin-dashboard', Page: page(() => import('./routes/admin-dashboard.tsx')) },
  { path: 'tutors/:id', Page: adminProfileDetails },
  { path: 'profile/:id', Page: adminProfileDetails },
  { path: 'tutor/:id', Page: profile('TutorProfile'), Loading: ProfileLoading },
  { path: 'tuition-center/:id', Page: profile('CenterProfile'), Loading: ProfileLoading },
  { path: 'all-tutors', Page: profiles('AllTutors') },
  { path: 'all-tuition-centers', Page: profiles('AllTuitionCenters') },
  { path: 'pay', Page: page(() => import('./routes/pay.tsx')) },
  { path: 'payments', Page: page(() => import('./routes/payments.tsx')) },
  { path: 'paid/:id', Page: page(() => import('./routes/paid.tsx')) },
  { path: 'receipt/:id', Page: page(() => import('./routes/receipt.tsx')) },
  { path: 'search', Page: page(() => import('./routes/search.tsx')) },
  { path: 'conversations', Page: conversations },
  { path: 'conversations/:id', Page: conversations },
  { path: 'requirements', Page: userDashboard },
  { path: 'requirements/new', Page: page(() => import('./routes/new-requirement.tsx')) },
  { path: 'requirements/:id', Page: page(() => import('./routes/requirement.tsx')) },
  { path: '*', Page: page(() => import('./routes/not-found.tsx')) },
];

// Its own loader: on `/` main.tsx may already have loaded it (route-preload.ts).
const Home = lazy(homeRoute.lazy((m) => m.Component));

/** The app's routes, all inside the shell (header, footer, error boundary, loading state). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        {pages.map(({ path, Page, Loading }) => (
          <Route
            key={path}
            path={path}
            element={
              Loading ? (
                <Suspense fallback={<Loading />}>
                  <Page />
                </Suspense>
              ) : (
                <Page />
              )
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
