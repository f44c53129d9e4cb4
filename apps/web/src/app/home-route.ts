import type { ComponentType } from 'react';

type HomeModule = typeof import('./routes/home.tsx');

const importHome = () => import('./routes/home.tsx');
let loaded: HomeModule | undefined;

/**
 * Loads Home's route module before the app's first render on `/`, when the HTML already shows Home's
 * first screen (dist/home.html, scripts/prerender-home.ts): React then draws Home at once in its place
 * instead of the shell's loading state, so the prerendered screen is swapped for the same one.
 */
export function preloadHome(): Promise<void> {
  return importHome().then((m) => {
    loaded = m;
  });
}

/**
 * Home for React.lazy. Once preloaded, a thenable that resolves as it is called: React.lazy reads the
 * module synchronously and nothing suspends. Otherwise the route chunk's import, as for every page.
 */
export function loadHome(): Promise<{ default: ComponentType }> {
  if (loaded) {
    const page = { default: loaded.Component };
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, resolved inside React.lazy's call to then
    const now = { then: (resolve: (value: typeof page) => void) => resolve(page) };
    return now as unknown as Promise<{ default: ComponentType }>;
  }
  return importHome().then((m) => ({ default: m.Component }));
}
