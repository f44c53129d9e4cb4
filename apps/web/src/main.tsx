import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { InitialQuery } from './app/first-screen.ts';
import { AppProviders } from './app/providers.tsx';
import './index.css';

const root = document.getElementById('root')!;
// The first render is a transition: React draws the app in slices of a few milliseconds and gives the
// main thread back between them (a synchronous first render was one long task, ~250-370 ms on
// Lighthouse's 4x slower CPU, issue 16's Total Blocking Time). Nothing is lost meanwhile: the page the
// HTML already shows stays until React commits the same screen in one go, and a new Suspense boundary
// still shows its fallback at once, as before.
const render = (initialQueries?: InitialQuery[]) => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders initialQueries={initialQueries} />
      </StrictMode>,
    ),
  );
};

// When the server's HTML already shows the page's first screen (dist/home.html on `/`, the catalogue's
// pages drawn by the server), the app draws once the page's code (and the answer inlined beside it) is
// in, so its first render is that same screen, not the loading state in between.
const prerendered = root.querySelector<HTMLElement>('[data-prerendered]')?.dataset.prerendered;
if (prerendered === 'home')
  import('./app/home-take-over.ts')
    .then((m) => m.loadHome())
    .then(
      () => render(),
      () => render(),
    );
else if (prerendered)
  import('./app/first-screen-client.ts').then((m) => m.prepareFirstScreen()).then(render, () => render());
else render();
