/**
 * "Come back to where you were" across sign-up and log-in: the page to return to travels in the
 * `next` search parameter (so it survives a reload and the sign-up → log-in hop). Only a path on this
 * site is followed: never another origin (`//host`, `/\host`) or a scheme.
 */
export const NEXT_PARAM = 'next';

export function safeNext(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** `/login?next=%2Ftutor%2F…` */
export const withNext = (path: string, next: string | null | undefined) => {
  const safe = safeNext(next);
  return safe ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: safe })}` : path;
};
