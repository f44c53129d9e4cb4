import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ProfileOf } from '../features/catalogue/api/get-profile.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { documentTitle } from '../lib/use-document-title.ts';
import { type FirstScreen, firstScreenFor } from './first-screen.ts';
import { CenterProfile, TutorProfile } from './routes/profile.tsx';
import { AllTuitionCenters, AllTutors } from './routes/profiles.tsx';

/**
 * The catalogue pages' first screens drawn on the server (issue 16, decision 020). The web build
 * writes this module as dist/.ssr/first-screen.js (scripts/prerender-home.ts); the server's web
 * plugin loads it at start, asks `firstScreenApi` which public API call a page's URL makes first,
 * makes it (app.inject) and hands the answer to `renderFirstScreen`. The markup is the app's own
 * pages, drawn with that answer in their query cache: the same screen the app's first render draws
 * from the same answer inlined in the HTML (first-screen-client.ts), so the swap moves nothing.
 */

/** The pages, at the router's paths (router.tsx), so useParams reads the same id. */
export function FirstScreenRoutes() {
  return (
    <Routes>
      <Route path="all-tutors" element={<AllTutors />} />
      <Route path="all-tuition-centers" element={<AllTuitionCenters />} />
      <Route path="tutor/:id" element={<TutorProfile />} />
      <Route path="tuition-center/:id" element={<CenterProfile />} />
    </Routes>
  );
}

/** A query client holding the page's first answer, as the app's is before its first render. */
export function firstScreenClient(screen: FirstScreen, answer: unknown): QueryClient {
  const client = createQueryClient();
  for (const { queryKey, data } of screen.queries(answer)) client.setQueryData(queryKey, data);
  return client;
}

const splitUrl = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? ([url, ''] as const) : ([url.slice(0, at), url.slice(at)] as const);
};

/** The API path (with its query) whose answer the page at `url` (path and query) shows first, or null. */
export function firstScreenApi(url: string): { api: string; page: FirstScreen['page'] } | null {
  const screen = firstScreenFor(...splitUrl(url));
  return screen && { api: screen.api, page: screen.page };
}

/** The page's first screen for `url` with `answer` (the 200 answer of its firstScreenApi call). */
export function renderFirstScreen(
  url: string,
  answer: unknown,
): { markup: string; title: string; description: string } | null {
  const screen = firstScreenFor(...splitUrl(url));
  if (!screen) return null;
  const markup = renderToString(
    <QueryClientProvider client={firstScreenClient(screen, answer)}>
      <MemoryRouter initialEntries={[url]}>
        <FirstScreenRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const { view } = screen;
  if (screen.page === 'list')
    return {
      markup,
      title: documentTitle(`All ${view.kind.labelPlural}`),
      description: view.listPage.description,
    };
  const profile = answer as ProfileOf<typeof view.kind.kind>;
  return {
    markup,
    title: documentTitle(profile.name),
    description: (view.describe as (p: typeof profile) => string)(profile),
  };
}
