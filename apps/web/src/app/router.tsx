import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layouts/root-layout.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { RouteError } from './routes/route-error.tsx';

// One module per page for both kinds of profile; each URL takes its kind's export.
const profile = () => import('./routes/profile.tsx');
const profiles = () => import('./routes/profiles.tsx');

/** Every screen of spec §2 (plus the admin detail links, /watchlist and the password pages). Keep plugins/web.ts's list in step. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // While the first page's code loads: the header and footer show at once, the page keeps its room.
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'about', lazy: () => import('./routes/about.tsx') },
          { path: 'contact', lazy: () => import('./routes/contact.tsx') },
          { path: 'android-app', lazy: () => import('./routes/android-app.tsx') },
          { path: 'refund-policy', lazy: () => import('./routes/refund-policy.tsx') },
          { path: 'privacy', lazy: () => import('./routes/privacy.tsx') },
          { path: 'terms', lazy: () => import('./routes/terms.tsx') },
          { path: 'login', lazy: () => import('./routes/login.tsx') },
          { path: 'signup', lazy: () => import('./routes/signup.tsx') },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password.tsx') },
          { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
          { path: 'user-dashboard', lazy: () => import('./routes/user-dashboard.tsx') },
          { path: 'watchlist', lazy: () => import('./routes/user-dashboard.tsx') },
          { path: 'tutor-dashboard', lazy: () => import('./routes/tutor-dashboard.tsx') },
          { path: 'tuition-center-dashboard', lazy: () => import('./routes/tuition-center-dashboard.tsx') },
          { path: 'admin-dashboard', lazy: () => import('./routes/admin-dashboard.tsx') },
          { path: 'tutors/:id', lazy: () => import('./routes/admin-profile-details.tsx') },
          { path: 'profile/:id', lazy: () => import('./routes/admin-profile-details.tsx') },
          { path: 'tutor/:id', lazy: async () => ({ Component: (await profile()).TutorProfile }) },
          { path: 'tuition-center/:id', lazy: async () => ({ Component: (await profile()).CenterProfile }) },
          { path: 'all-tutors', lazy: async () => ({ Component: (await profiles()).AllTutors }) },
          {
            path: 'all-tuition-centers',
            lazy: async () => ({ Component: (await profiles()).AllTuitionCenters }),
          },
          { path: 'pay', lazy: () => import('./routes/pay.tsx') },
          { path: 'payments', lazy: () => import('./routes/payments.tsx') },
          { path: 'paid/:id', lazy: () => import('./routes/paid.tsx') },
          { path: 'receipt/:id', lazy: () => import('./routes/receipt.tsx') },
          { path: 'search', lazy: () => import('./routes/search.tsx') },
          { path: 'conversations', lazy: () => import('./routes/conversations.tsx') },
          { path: 'conversations/:id', lazy: () => import('./routes/conversations.tsx') },
          { path: 'requirements', lazy: () => import('./routes/user-dashboard.tsx') },
          { path: 'requirements/new', lazy: () => import('./routes/new-requirement.tsx') },
          { path: 'requirements/:id', lazy: () => import('./routes/requirement.tsx') },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
]);
