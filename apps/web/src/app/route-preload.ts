import type { ComponentType } from 'react';

type Lazy = Promise<{ default: ComponentType }>;

/**
 * A route module that can be loaded before the app's first render, when the HTML already shows that
 * page's first screen (Home's dist/home.html, the catalogue's pages drawn by the server): React then
 * draws the page at once in its place instead of the shell's loading state, so the screen in the HTML
 * is swapped for the same one. `lazy(pick)` is React.lazy's loader for one of the module's exports.
 */
function preloadable<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  return {
    /**
     * `from`: the same module through another import() (the take-over's, in first-screen-client.ts
     * and home-take-over.ts, which does not preload the module's imports: scripts/preloads.ts).
     */
    preload: (from: () => Promise<M> = load): Promise<void> =>
      from().then((m) => {
        loaded = m;
      }),
    /**
     * Once preloaded, a thenable that resolves as it is called: React.lazy reads the module
     * synchronously and nothing suspends. Otherwise the route chunk's import, as for every page.
     */
    lazy: (pick: (m: M) => unknown) => (): Lazy => {
      if (loaded) {
        const page = { default: pick(loaded) as ComponentType };
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, resolved inside React.lazy's call to then
        return { then: (resolve: (value: typeof page) => void) => resolve(page) } as unknown as Lazy;
      }
      return load().then((m) => ({ default: pick(m) as ComponentType }));
    },
  };
}

export const homeRoute = preloadable(() => import('./routes/home.tsx'));
export const profileRoute = preloadable(() => import('./routes/profile.tsx'));
export const profilesRoute = preloadable(() => import('./routes/profiles.tsx'));
