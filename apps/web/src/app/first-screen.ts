import type { QueryKey } from '@tanstack/react-query';
import { profileKeys } from '../features/catalogue/api/keys.ts';
import { readFilters, toApiQuery } from '../features/catalogue/lib/list-filters.ts';
import { type AnyProfileView, centerView, tutorView } from '../features/catalogue/lib/profile-views.tsx';
import { toPage, toQueryString } from '../lib/api-client.ts';

/** A query the page's first render reads, with the answer it is given before that render. */
export interface InitialQuery {
  queryKey: QueryKey;
  data: unknown;
}

/**
 * A catalogue page whose first screen the server draws (issue 16, decision 020): All Tutors, All
 * Tuition Centers and a profile. `api` is the one public call the page makes first for this URL (the
 * same query the page itself sends: no session, the answer is the same for everyone); `queries` is
 * that answer as the page's React Query cache holds it, so the app's first render reads it and
 * fetches nothing.
 */
export interface FirstScreen {
  page: 'list' | 'profile';
  view: AnyProfileView;
  /** The profile's id as the router reads it (decoded), for profiles. */
  id?: string;
  api: string;
  queries(answer: unknown): InitialQuery[];
}

const lists: Record<string, AnyProfileView> = {
  '/all-tutors': tutorView,
  '/all-tuition-centers': centerView,
};
const profiles: Record<string, AnyProfileView> = { tutor: tutorView, 'tuition-center': centerView };

/** The first screen for a path and query string (`?…` or empty), or null when the page has none. */
export function firstScreenFor(pathname: string, search: string): FirstScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const listView = lists[path];
  if (listView) {
    const params = toApiQuery(listView, readFilters(listView, new URLSearchParams(search)));
    const { kind } = listView;
    return {
      page: 'list',
      view: listView,
      api: `${kind.apiBase}${kind.paths.list}${toQueryString(params)}`,
      queries: (answer) => [
        { queryKey: profileKeys(kind).list(params), data: toPage(answer as object, kind.listKey) },
      ],
    };
  }
  const [, section, segment, ...rest] = path.split('/');
  const profileView = section ? profiles[section] : undefined;
  if (!profileView || !segment || rest.length) return null;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const { kind } = profileView;
  return {
    page: 'profile',
    view: profileView,
    id,
    api: `${kind.apiBase}${kind.paths.profile.replace(':id', encodeURIComponent(id))}`,
    queries: (answer) => [{ queryKey: profileKeys(kind).detail(id), data: answer }],
  };
}

/** The id of the script element holding the first call's answer, as JSON. */
export const FIRST_SCREEN_DATA = 'first-screen-data';
