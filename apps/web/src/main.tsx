import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InitialQuery } from './app/first-screen.ts';
import { AppProviders } from './app/providers.tsx';
import { homeRoute } from './app/route-preload.ts';
import './index.css';

const root = document.getElementById('root')!;
const render = (initialQueries?: InitialQuery[]) =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders initialQueries={initialQueries} />
    </StrictMode>,
  );

// When the server's HTML already shows the page's first screen (dist/home.html on `/`, the catalogue's
// pages drawn by the server), the app draws once the page's code (and the answer inlined beside it) is
// in, so its first render is that same screen, not the loading state in between.
const prerendered = root.querySelector<HTMLElement>('[data-prerendered]')?.dataset.prerendered;
if (prerendered === 'home')
  homeRoute.preload().then(
    () => render(),
    () => render(),
  );
else if (prerendered)
  import('./app/first-screen-client.ts').then((m) => m.prepareFirstScreen()).then(render, () => render());
else render();
