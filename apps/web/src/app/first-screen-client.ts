import { FIRST_SCREEN_DATA, firstScreenFor, type InitialQuery } from './first-screen.ts';
import { profileRoute, profilesRoute } from './route-preload.ts';

/**
 * Before the app's first render on a page the server drew (first-screen-render.tsx): the answer the
 * server inlined as JSON, as the page's query cache holds it, and the page's module loaded, so React's
 * first commit is that same screen with no fetch and no loading state in between. Nothing (an empty
 * list) when the HTML has no answer: the page then loads as usual.
 */
export async function prepareFirstScreen(): Promise<InitialQuery[]> {
  const screen = firstScreenFor(window.location.pathname, window.location.search);
  const inlined = document.getElementById(FIRST_SCREEN_DATA)?.textContent;
  if (!screen || !inlined) return [];
  const answer: unknown = JSON.parse(inlined);
  // Imported here, not through the routes' own import(): these do not add a preload link per file the
  // page needs (scripts/preloads.ts), so the page's files come as its imports ask for them, in smaller tasks.
  await (screen.page === 'list'
    ? profilesRoute.preload(() => import('./routes/profiles.tsx'))
    : profileRoute.preload(() => import('./routes/profile.tsx')));
  return screen.queries(answer);
}
